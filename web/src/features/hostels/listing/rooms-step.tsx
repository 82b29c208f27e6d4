import {
  ActionIcon,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LISTING_LIMITS, photoCountError } from '@hostel/common';
import { AMENITY_SUGGESTIONS } from '../amenities';
import { ListingSaveRoomTypesMutation } from '../api/listing';
import { validateRooms, type RoomsValues, type RoomValues } from './listing-validation';
import type { StepProps } from './listing-wizard-screen';
import { PhotosEditor } from './photos-editor';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';

const newRoom = (): RoomValues => ({
  id: null,
  name: '',
  description: '',
  bedsPerRoom: 2,
  totalBeds: 10,
  amenities: [],
});

export function RoomsStep({ draft, goTo, index, locked }: StepProps) {
  const [banner, setBanner] = useState<string | null>(null);
  // The next step's route reads the saved draft: nothing to read again here.
  const [save, { loading }] = useMutationRequest(ListingSaveRoomTypesMutation, { revalidate: false });
  const { form, saved } = useStepForm<RoomsValues & Record<string, unknown>>(
    `${draft.id}:rooms`,
    () => ({
      amenities: draft.amenities,
      roomTypes: draft.roomTypes.length
        ? draft.roomTypes.map(({ id, name, description, bedsPerRoom, totalBeds, amenities }) => ({
            id,
            name,
            description,
            bedsPerRoom,
            totalBeds,
            amenities,
          }))
        : [newRoom()],
    }),
    validateRooms,
  );

  const submit = form.onSubmit(async (values) => {
    setBanner(null);
    const noPhoto = photoCountError(draft.photos.length);
    if (noPhoto) {
      setBanner(noPhoto);
      return;
    }
    try {
      await save({
        id: draft.id,
        amenities: values.amenities,
        roomTypes: values.roomTypes.map((room) => ({
          ...room,
          bedsPerRoom: Number(room.bedsPerRoom),
          totalBeds: Number(room.totalBeds),
        })),
      });
      saved();
      goTo(index + 1);
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  });

  const rooms = form.getValues().roomTypes;
  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate id="rooms-form">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Rooms and beds
          </Title>
          {rooms.map((room, i) => (
            <Card
              key={form.key(`roomTypes.${i}`)}
              withBorder
              radius="md"
              component="fieldset"
              aria-label={`Room type ${i + 1}`}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={600}>Room type {i + 1}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove room type ${i + 1}`}
                  disabled={rooms.length === 1}
                  onClick={() => form.removeListItem('roomTypes', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Name"
                  placeholder="e.g. 4-bed room"
                  required
                  maxLength={LISTING_LIMITS.roomNameMax}
                  key={form.key(`roomTypes.${i}.name`)}
                  {...form.getInputProps(`roomTypes.${i}.name`)}
                />
                <NumberInput
                  label="Beds per room"
                  required
                  min={1}
                  max={LISTING_LIMITS.bedsPerRoomMax}
                  allowDecimal={false}
                  key={form.key(`roomTypes.${i}.bedsPerRoom`)}
                  {...form.getInputProps(`roomTypes.${i}.bedsPerRoom`)}
                />
                <NumberInput
                  label="Total beds of this type"
                  required
                  min={1}
                  max={LISTING_LIMITS.totalBedsMax}
                  allowDecimal={false}
                  key={form.key(`roomTypes.${i}.totalBeds`)}
                  {...form.getInputProps(`roomTypes.${i}.totalBeds`)}
                />
              </SimpleGrid>
              <TextInput
                mt="sm"
                label="Short description"
                key={form.key(`roomTypes.${i}.description`)}
                {...form.getInputProps(`roomTypes.${i}.description`)}
              />
              <TagsInput
                mt="sm"
                label="Room amenities"
                data={AMENITY_SUGGESTIONS}
                placeholder="Pick or type"
                key={form.key(`roomTypes.${i}.amenities`)}
                {...form.getInputProps(`roomTypes.${i}.amenities`)}
              />
            </Card>
          ))}
          {form.errors.roomTypes && (
            <Text c="red" size="sm" role="alert">
              {form.errors.roomTypes}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            disabled={rooms.length >= LISTING_LIMITS.roomTypesMax}
            onClick={() => form.insertListItem('roomTypes', newRoom())}
          >
            Add a room type
          </Button>
          <TagsInput
            label="Hostel amenities"
            description="What every guest can use."
            data={AMENITY_SUGGESTIONS}
            placeholder="Pick or type"
            key={form.key('amenities')}
            {...form.getInputProps('amenities')}
          />
        </Stack>
      </form>
      <Divider />
      <PhotosEditor draft={draft} locked={locked} />
      <form onSubmit={submit} noValidate>
        <StepActions onBack={() => goTo(index - 1)} saving={loading} locked={locked} banner={banner} />
      </form>
    </Stack>
  );
}
