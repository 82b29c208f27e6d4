import { SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LISTING_LIMITS } from '@hostel/common';
import { ListingUpdateBasicsMutation } from '../api/listing';
import { validateBasics, type BasicsValues } from './listing-validation';
import type { StepProps } from './listing-wizard-screen';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';

const GENDERS = [
  { value: 'MIXED', label: 'Mixed' },
  { value: 'FEMALE', label: 'Female only' },
  { value: 'MALE', label: 'Male only' },
];

export function BasicsStep({ draft, goTo, index, locked }: StepProps) {
  const [banner, setBanner] = useState<string | null>(null);
  // The next step's route reads the saved draft: nothing to read again here.
  const [save, { loading }] = useMutationRequest(ListingUpdateBasicsMutation, { revalidate: false });
  const { form, saved } = useStepForm<BasicsValues & Record<string, unknown>>(
    `${draft.id}:basics`,
    () => ({
      name: draft.name,
      description: draft.description,
      genderPolicy: draft.genderPolicy,
      houseRules: draft.houseRules,
      // Chosen with the location (the zone where the hostel is); sent back unchanged here.
      timeZone: draft.timeZone,
    }),
    validateBasics,
  );

  const submit = form.onSubmit(async (values) => {
    setBanner(null);
    try {
      await save({ id: draft.id, input: values });
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
          label="Hostel name"
          required
          maxLength={LISTING_LIMITS.nameMax}
          description={`${LISTING_LIMITS.nameMin} to ${LISTING_LIMITS.nameMax} characters; students see it first.`}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          description={`At least ${LISTING_LIMITS.descriptionMin} characters: the rooms, the area, what is included.`}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="gender-policy-label">
            Who may stay
          </Text>
          <SegmentedControl
            data={GENDERS}
            aria-labelledby="gender-policy-label"
            key={form.key('genderPolicy')}
            {...form.getInputProps('genderPolicy')}
          />
        </Stack>
        <Textarea
          label="House rules"
          autosize
          minRows={3}
          description="Optional: quiet hours, visitors, smoking…"
          key={form.key('houseRules')}
          {...form.getInputProps('houseRules')}
        />
      </Stack>
      <StepActions saving={loading} locked={locked} banner={banner} />
    </form>
  );
}
