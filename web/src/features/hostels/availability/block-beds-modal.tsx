import { Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addDays, BLOCK_REASON_MAX, checkBedBlock, FieldRules } from '@hostel/common';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';
import { BlockBedsMutation, UnblockBedsMutation } from '../api/availability';
import { DayInput } from '../../../components/day-input';

export interface BlockBedsModalProps {
  /** Block or unblock; null when closed. */
  mode: 'block' | 'unblock' | null;
  roomTypeId: string;
  roomTypeName: string;
  totalBeds: number;
  /** The first night the form offers. */
  firstNight: string;
  onClose: () => void;
}

interface BlockValues {
  from: string;
  to: string;
  beds: number | string;
  reason: string;
}

/** Takes beds off sale for some nights (or puts them back), checked with the API's own rules. */
export function BlockBedsModal({
  mode,
  roomTypeId,
  roomTypeName,
  totalBeds,
  firstNight,
  onClose,
}: BlockBedsModalProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<BlockValues>({
    initialValues: { from: firstNight, to: addDays(firstNight, 1), beds: 1, reason: '' },
    validate: (values) => {
      const rules = new FieldRules();
      checkBedBlock(rules, values, totalBeds);
      return rules.errors;
    },
  });
  // Each closes once the calendar has been read again (the route's loader).
  const [block, { loading: blocking }] = useMutationRequest(BlockBedsMutation);
  const [unblock, { loading: unblocking }] = useMutationRequest(UnblockBedsMutation);

  const close = () => {
    form.reset();
    setBanner(null);
    onClose();
  };
  const submit = async (values: BlockValues) => {
    setBanner(null);
    const input = {
      roomTypeId,
      from: values.from,
      to: values.to,
      beds: Number(values.beds),
      reason: values.reason,
    };
    try {
      await (mode === 'unblock' ? unblock : block)({ input });
      close();
    } catch (failure) {
      setBanner(applyServerErrors(failure, form));
    }
  };

  const isBlock = mode !== 'unblock';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={mode !== null}
      onClose={close}
      title={isBlock ? `Block beds: ${roomTypeName}` : `Unblock beds: ${roomTypeName}`}
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {isBlock
              ? 'Students can’t request blocked beds. Only beds free on every night can be blocked.'
              : 'The beds go back on sale on every night; each night must have that many blocked.'}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DayInput
              label="First night"
              required
              key={form.key('from')}
              {...form.getInputProps('from')}
              data-autofocus
            />
            <DayInput
              label="Until"
              description="Back on sale this day"
              required
              key={form.key('to')}
              {...form.getInputProps('to')}
            />
          </SimpleGrid>
          <NumberInput
            label="Beds"
            min={1}
            max={totalBeds}
            allowDecimal={false}
            clampBehavior="none"
            required
            key={form.key('beds')}
            {...form.getInputProps('beds')}
          />
          {isBlock && (
            <TextInput
              label="Note (only you see it)"
              placeholder="Walk-in guest, repairs, another booking site…"
              maxLength={BLOCK_REASON_MAX}
              key={form.key('reason')}
              {...form.getInputProps('reason')}
            />
          )}
          <DialogActions
            failure={banner}
            dismissLabel="Cancel"
            onDismiss={close}
            confirmLabel={isBlock ? 'Block beds' : 'Unblock beds'}
            busy={blocking || unblocking}
          />
        </Stack>
      </form>
    </Modal>
  );
}
