import { Alert, Anchor, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatMoney, toMajorUnits, reasonError } from '@hostel/common';
import { DialogActions } from '../../../components/dialog-actions';
import { describeRefund, parseRefund } from './refund-rules';
import { applyServerErrors } from '../../../lib/form-errors';

export interface RefundDecision {
  reason: string;
  /** Minor units; null when nothing was paid. */
  refundAmount: number | null;
}

export interface RefundFormProps {
  /** Paid and not yet refunded, in minor units (the server's cancellation quote). */
  refundable: number;
  currency: string;
  /** Cancels; rejects with the server's error (BAD_USER_INPUT lands on the fields). */
  onConfirm: (decision: RefundDecision) => Promise<void>;
  onDismiss: () => void;
}

interface Values {
  reason: string;
  refundAmount: string;
}

/** Reason and refund of an admin cancellation; says what will be refunded before it is confirmed. */
export function RefundForm({ refundable, currency, onConfirm, onDismiss }: RefundFormProps) {
  const paid = refundable > 0;
  const full = toMajorUnits(refundable, currency);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: { reason: '', refundAmount: full },
    validateInputOnChange: ['refundAmount'],
    validate: {
      reason: reasonError,
      refundAmount: (value) => (paid ? parseRefund(value, refundable, currency).error : null),
    },
  });
  const refund = paid ? parseRefund(form.values.refundAmount, refundable, currency) : null;

  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    try {
      await onConfirm({ reason: values.reason.trim(), refundAmount: refund?.amount ?? null });
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    } finally {
      setBusy(false);
    }
  };
  const confirmLabel =
    refund?.amount == null
      ? 'Cancel reservation'
      : refund.amount === 0
        ? 'Cancel without refund'
        : `Cancel and refund ${formatMoney(refund.amount, currency)}`;

  return (
    <form
      noValidate
      aria-label="Cancel with refund"
      onSubmit={form.onSubmit((values) => void submit(values))}
    >
      <Stack>
        <Textarea
          label="Reason (the student and the owner see it)"
          rows={3}
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {paid ? (
          <>
            <TextInput
              label={`Refund (${currency})`}
              description={`Up to ${formatMoney(refundable, currency)}: what was paid minus earlier refunds.`}
              inputMode="decimal"
              required
              {...form.getInputProps('refundAmount')}
            />
            {form.values.refundAmount !== full && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                w="fit-content"
                onClick={() => form.setFieldValue('refundAmount', full)}
              >
                Refund in full
              </Anchor>
            )}
            {refund?.amount != null && (
              <Alert color="blue" role="status" aria-label="Refund summary">
                {describeRefund(refund.amount, refundable, currency)}
              </Alert>
            )}
          </>
        ) : (
          <Text size="sm">Nothing has been paid, so nothing is refunded.</Text>
        )}
        <DialogActions
          failure={banner}
          dismissLabel="Keep reservation"
          onDismiss={onDismiss}
          confirmLabel={confirmLabel}
          busy={busy}
          color="red"
        />
      </Stack>
    </form>
  );
}
