import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { MOBILE_MONEY_LABELS, type MobileMoneyInput } from '@hostel/common';

export interface PaymentWaitingProps {
  /** The wallet asked to approve; none for a card. */
  wallet: MobileMoneyInput | null;
  amount: string;
}

/** While the provider's answer is awaited: a card confirms in seconds, a phone waits for its owner. */
export function PaymentWaiting({ wallet, amount }: PaymentWaitingProps) {
  if (!wallet) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>Confirming your payment with the provider…</Text>
      </Group>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconDeviceMobile size={20} />}
      title="Approve the payment on your phone"
      role="status"
      aria-live="polite"
    >
      <Stack gap="xs">
        <Text size="sm">
          We asked {MOBILE_MONEY_LABELS[wallet.network] ?? wallet.network} to charge {amount} to{' '}
          {wallet.phone}. Enter your PIN on your phone to approve it.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Waiting for your approval. This page updates by itself.
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
