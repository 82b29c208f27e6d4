import { Card, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toMajorUnits, toMinorUnits } from '@hostel/common';
import type { PricePeriod } from '../../../gql/graphql';
import { ListingUpdatePricingMutation } from '../api/listing';
import { validatePricing, type PricingValues } from './listing-validation';
import type { StepProps } from './listing-wizard-screen';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';
import { DayInput } from '../../../components/day-input';

const PERIODS = [
  { value: 'NIGHT', label: 'Per night' },
  { value: 'MONTH', label: 'Per month' },
  { value: 'SEMESTER', label: 'Per semester' },
];

const POLICIES = [
  { value: 'FLEXIBLE', label: 'Flexible', text: 'Full refund up to 1 day before check-in.' },
  { value: 'MODERATE', label: 'Moderate', text: 'Full refund up to 5 days before check-in, half after.' },
  { value: 'STRICT', label: 'Strict', text: 'Half refund up to 14 days before check-in, none after.' },
];

// The currency is one field of the form, while the server checks it on each room type.
const renameField = (field: string) => (/^roomTypes\.\d+\.currency$/.test(field) ? 'currency' : field);

export function PriceStep({ draft, goTo, index, locked }: StepProps) {
  const [banner, setBanner] = useState<string | null>(null);
  // The next step's route reads the saved draft: nothing to read again here.
  const [save, { loading }] = useMutationRequest(ListingUpdatePricingMutation, { revalidate: false });
  const { form, saved } = useStepForm<PricingValues & Record<string, unknown>>(
    `${draft.id}:price`,
    () => {
      const currency = draft.roomTypes.find((room) => room.price)?.price?.currency ?? 'GHS';
      return {
        currency,
        cancellationPolicy: draft.cancellationPolicy,
        roomTypes: draft.roomTypes.map((room) => ({
          id: room.id,
          name: room.name,
          pricePerBed: room.price ? toMajorUnits(room.price.amount, currency) : '',
          pricePeriod: room.price?.period ?? 'MONTH',
          termName: room.termName ?? '',
          termStart: room.termStart ?? '',
          termEnd: room.termEnd ?? '',
        })),
      };
    },
    validatePricing,
  );

  const submit = form.onSubmit(async (values) => {
    setBanner(null);
    try {
      await save({
        id: draft.id,
        input: {
          cancellationPolicy: values.cancellationPolicy,
          roomTypes: values.roomTypes.map((room) => {
            const semester = room.pricePeriod === 'SEMESTER';
            return {
              id: room.id,
              currency: values.currency,
              pricePerBed: toMinorUnits(room.pricePerBed, values.currency) ?? 0,
              pricePeriod: room.pricePeriod,
              termName: semester ? room.termName.trim() : null,
              termStart: semester ? room.termStart : null,
              termEnd: semester ? room.termEnd : null,
            };
          }),
        },
      });
      saved();
      goTo(index + 1);
    } catch (error) {
      setBanner(applyServerErrors(error, form, renameField));
    }
  });

  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Currency"
            description="Three letters, e.g. GHS"
            required
            maxLength={3}
            key={form.key('currency')}
            {...form.getInputProps('currency')}
            onChange={(e) => form.setFieldValue('currency', e.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
        {values.roomTypes.length === 0 && (
          <Text c="red" role="alert">
            Add room types in the previous step before setting prices.
          </Text>
        )}
        {values.roomTypes.map((room, i) => (
          <Card
            key={room.id}
            withBorder
            radius="md"
            component="fieldset"
            aria-label={`Price of ${room.name}`}
          >
            <Title order={3} fz="md" mb="xs">
              {room.name}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={`Price per bed (${values.currency || 'currency'})`}
                inputMode="decimal"
                required
                key={form.key(`roomTypes.${i}.pricePerBed`)}
                {...form.getInputProps(`roomTypes.${i}.pricePerBed`)}
              />
              <NativeSelect
                label="Price period"
                data={PERIODS}
                key={form.key(`roomTypes.${i}.pricePeriod`)}
                {...form.getInputProps(`roomTypes.${i}.pricePeriod`)}
                onChange={(e) =>
                  form.setFieldValue(`roomTypes.${i}.pricePeriod`, e.currentTarget.value as PricePeriod)
                }
              />
            </SimpleGrid>
            {room.pricePeriod === 'SEMESTER' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
                <TextInput
                  label="Term name"
                  placeholder="Fall 2026"
                  required
                  key={form.key(`roomTypes.${i}.termName`)}
                  {...form.getInputProps(`roomTypes.${i}.termName`)}
                />
                <DayInput
                  label="Term starts"
                  required
                  key={form.key(`roomTypes.${i}.termStart`)}
                  {...form.getInputProps(`roomTypes.${i}.termStart`)}
                />
                <DayInput
                  label="Term ends"
                  required
                  key={form.key(`roomTypes.${i}.termEnd`)}
                  {...form.getInputProps(`roomTypes.${i}.termEnd`)}
                />
              </SimpleGrid>
            )}
          </Card>
        ))}
        <Radio.Group
          label="Cancellation policy"
          required
          key={form.key('cancellationPolicy')}
          {...form.getInputProps('cancellationPolicy')}
        >
          <Stack gap="xs" mt="xs">
            {POLICIES.map((policy) => (
              <Radio key={policy.value} value={policy.value} label={policy.label} description={policy.text} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          Price changes apply to new reservations only.
        </Text>
      </Stack>
      <StepActions onBack={() => goTo(index - 1)} saving={loading} locked={locked} banner={banner} />
    </form>
  );
}
