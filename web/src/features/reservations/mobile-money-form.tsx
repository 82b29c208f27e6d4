import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { checkMobileMoney, MOBILE_MONEY_LABELS, type MobileMoneyInput } from '@hostel/common';
import { useState, type FormEvent } from 'react';

/** The sandbox's test wallets (api sandbox.provider.ts TEST_WALLETS), per currency. */
const TEST_WALLETS: Record<string, { approves: string; refuses: string; timesOut: string }> = {
  GHS: { approves: '055 123 4567', refuses: '055 000 0001', timesOut: '055 000 0002' },
  KES: { approves: '0712 345 678', refuses: '0700 000 001', timesOut: '0700 000 002' },
};

export interface MobileMoneyFormProps {
  currency: string;
  networks: string[];
  sandbox: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (wallet: MobileMoneyInput) => void;
}

/** A wallet to charge: the network and number, checked by the same rule as the API's. */
export function MobileMoneyForm({
  currency,
  networks,
  sandbox,
  busy,
  submitLabel,
  onSubmit,
}: MobileMoneyFormProps) {
  const [wallet, setWallet] = useState<MobileMoneyInput>({ network: networks[0] ?? '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMobileMoney(currency, wallet);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSubmit(checked.value);
  };
  const tests = TEST_WALLETS[currency];
  // No-break spaces: a number never wraps across lines.
  const nb = (number: string) => number.replaceAll(' ', '\u00a0');
  return (
    <form onSubmit={submit} noValidate aria-label="Mobile money payment">
      <Stack>
        <Select
          label="Network"
          data={networks.map((network) => ({
            value: network,
            label: MOBILE_MONEY_LABELS[network] ?? network,
          }))}
          value={wallet.network}
          error={errors.network}
          allowDeselect={false}
          onChange={(network) => setWallet({ ...wallet, network: network ?? '' })}
        />
        <TextInput
          label="Mobile money number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={currency === 'KES' ? '0712 345 678' : '024 123 4567'}
          value={wallet.phone}
          error={errors.phone}
          onChange={(e) => setWallet({ ...wallet, phone: e.currentTarget.value })}
        />
        <Text size="xs" c="dimmed">
          You approve the payment on your phone with your mobile money PIN.
          {sandbox && tests
            ? ` Sandbox: no real money moves. ${nb(tests.approves)} approves, ${nb(tests.refuses)} refuses, ${nb(tests.timesOut)} times out.`
            : ''}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
