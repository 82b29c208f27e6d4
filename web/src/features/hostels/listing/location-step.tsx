import { Card, List, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationValues } from '@hostel/common';
import { ListingUpdateLocationMutation } from '../api/listing';
import { formatDistance } from '../format';
import { validateLocation } from './listing-validation';
import type { StepProps } from './listing-wizard-screen';
import { StepActions } from './step-actions';
import { TimeZoneField, timeZoneErrors, zoneOf, type TimeZoneValues } from './time-zone-field';
import { useStepForm } from './use-step-form';
import { PinPickerSlot } from './pin-picker-slot';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';

type Values = LocationValues & TimeZoneValues & Record<string, unknown>;
/** `listingStep` once the location step was saved (LISTING_STEPS). */
const LOCATION_SAVED = 2;

export function LocationStep({ draft, goTo, index, locked }: StepProps) {
  const [banner, setBanner] = useState<string | null>(null);
  // The next step's route reads the saved draft: nothing to read again here.
  const [save, { loading }] = useMutationRequest(ListingUpdateLocationMutation, { revalidate: false });
  // The zone saved with the location (none before the step was first saved: the server's default).
  const savedZone = draft.listingStep >= LOCATION_SAVED ? draft.timeZone : null;
  const { form, saved } = useStepForm<Values>(
    `${draft.id}:location`,
    () => ({
      address: draft.address,
      city: draft.city,
      country: draft.country,
      latitude: draft.latitude ?? '',
      longitude: draft.longitude ?? '',
      timeZone: savedZone ?? '',
      timeZoneConfirmed: false,
    }),
    (values) => ({
      ...validateLocation({ ...values, timeZone: zoneOf(values) }),
      ...timeZoneErrors(values, savedZone),
    }),
  );

  const submit = form.onSubmit(async (values) => {
    setBanner(null);
    const { timeZoneConfirmed: _confirmed, ...location } = values;
    try {
      await save({
        id: draft.id,
        input: {
          ...location,
          latitude: Number(values.latitude),
          longitude: Number(values.longitude),
          timeZone: zoneOf(values),
        },
      });
      saved();
      goTo(index + 1);
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Street address"
          required
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" required key={form.key('city')} {...form.getInputProps('city')} />
          <TextInput label="Country" required key={form.key('country')} {...form.getInputProps('country')} />
          <NumberInput
            label="Latitude"
            required
            decimalScale={6}
            min={-90}
            max={90}
            description="From your map app, e.g. 5.6506"
            key={form.key('latitude')}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label="Longitude"
            required
            decimalScale={6}
            min={-180}
            max={180}
            description="e.g. -0.1962"
            key={form.key('longitude')}
            {...form.getInputProps('longitude')}
          />
        </SimpleGrid>
        <PinPickerSlot
          latitude={form.values.latitude}
          longitude={form.values.longitude}
          onPick={(latitude, longitude) => form.setValues({ latitude, longitude })}
        />
        <TimeZoneField form={form} savedZone={savedZone} />
        <Card withBorder radius="md" component="section" aria-label="Nearby universities">
          <Text fw={600} mb={4}>
            Nearby universities
          </Text>
          {draft.nearbyUniversities.length ? (
            <List spacing={4} size="sm" icon={<IconSchool size={16} aria-hidden />} center>
              {draft.nearbyUniversities.map((university) => (
                <List.Item key={university.id}>
                  {university.name} ({university.city}): {formatDistance(university.distanceMeters)}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {draft.latitude == null
                ? 'Saved positions show the universities within 15 km here; students search by them.'
                : 'No university within 15 km of the saved position.'}
            </Text>
          )}
        </Card>
      </Stack>
      <StepActions onBack={() => goTo(index - 1)} saving={loading} locked={locked} banner={banner} />
    </form>
  );
}
