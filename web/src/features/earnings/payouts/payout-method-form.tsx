import { Alert, Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest } from '../../../lib/use-request';
import { SetPayoutMethodMutation } from './api';
import { ConfirmIdentityModal } from './confirm-identity-modal';
import { networkOptions, payoutMethodErrors, type PayoutMethodValues } from './method-rules';
import { needsRecentSignIn } from './recent-sign-in';

export interface PayoutMethodFormProps {
  currencies: string[];
  /** The currency of the method being changed, if any. */
  currency?: string;
  onSaved: (method: { id: string; holdUntil?: string | null }) => void;
  onCancel: () => void;
}

const KINDS = [
  { value: 'MOBILE_MONEY', label: 'Mobile money' },
  { value: 'BANK', label: 'Bank account' },
];

/** Adds or changes where the payouts of one currency go: a mobile money wallet or a bank account. */
export function PayoutMethodForm({ currencies, currency, onSaved, onCancel }: PayoutMethodFormProps) {
  const first = currency ?? currencies[0] ?? 'GHS';
  const form = useForm<PayoutMethodValues>({
    initialValues: {
      kind: networkOptions(first).length > 0 ? 'MOBILE_MONEY' : 'BANK',
      currency: first,
      network: '',
      accountNumber: '',
      holderName: '',
      bankCode: '',
      bankName: '',
    },
    validate: payoutMethodErrors,
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Settles once the methods have been read again (the route's loader).
  const [save, saving] = useMutationRequest(SetPayoutMethodMutation);
  const values = form.getValues();
  const networks = networkOptions(values.currency);

  const submit = async (input: PayoutMethodValues) => {
    setBanner(null);
    const bank = input.kind === 'BANK';
    try {
      const result = await save({
        input: {
          kind: input.kind,
          currency: input.currency,
          accountNumber: input.accountNumber,
          holderName: input.holderName,
          network: bank ? null : input.network,
          bankCode: bank ? input.bankCode : null,
          bankName: bank ? input.bankName || null : null,
        },
      });
      onSaved(result.setPayoutMethod as { id: string; holdUntil?: string | null });
    } catch (error) {
      if (needsRecentSignIn(error)) setConfirming(true);
      else setBanner(applyServerErrors(error, form));
    }
  };

  // The identity dialog sits outside the form: React events bubble through portals, and its own
  // password form's submit would submit this one too.
  return (
    <>
      <form noValidate aria-label="Payout method" onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack gap="sm" maw={480}>
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <Select
            label="Currency"
            description="Payouts in this currency go to this account."
            data={currencies}
            allowDeselect={false}
            disabled={Boolean(currency) || currencies.length < 2}
            {...form.getInputProps('currency')}
            onChange={(value) => {
              form.setFieldValue('currency', value ?? first);
              form.setFieldValue('network', '');
              if (networkOptions(value ?? first).length === 0) form.setFieldValue('kind', 'BANK');
            }}
          />
          {networks.length > 0 && (
            <SegmentedControl
              aria-label="Where payouts go"
              data={KINDS}
              w="fit-content"
              {...form.getInputProps('kind')}
            />
          )}
          {values.kind === 'MOBILE_MONEY' ? (
            <>
              <Select
                label="Network"
                placeholder="Choose"
                data={networks}
                required
                {...form.getInputProps('network')}
              />
              <TextInput
                label="Wallet number"
                inputMode="tel"
                autoComplete="off"
                required
                {...form.getInputProps('accountNumber')}
              />
            </>
          ) : (
            <>
              <TextInput label="Bank name" autoComplete="off" {...form.getInputProps('bankName')} />
              <TextInput
                label="Bank code"
                description="Your bank’s code, as on your bank statement or its website."
                autoComplete="off"
                required
                {...form.getInputProps('bankCode')}
              />
              <TextInput
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('accountNumber')}
              />
            </>
          )}
          <TextInput
            label="Account holder’s name"
            autoComplete="name"
            required
            {...form.getInputProps('holderName')}
          />
          <Group gap="sm">
            <Button type="submit" loading={saving.loading}>
              Save payout method
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmIdentityModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirmed={() => {
          setConfirming(false);
          void form.onSubmit((v) => void submit(v))();
        }}
      />
    </>
  );
}
