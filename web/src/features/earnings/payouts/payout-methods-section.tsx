import { Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { getFragmentData } from '../../../gql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useMutationRequest } from '../../../lib/use-request';
import { useEarningsSection } from '../earnings-data';
import { PayoutMethodFieldsFragment, RemovePayoutMethodMutation } from './api';
import { ConfirmIdentityModal } from './confirm-identity-modal';
import { MethodCard } from './method-card';
import { methodLabel, payoutCurrenciesFor } from './method-rules';
import { PayoutMethodForm } from './payout-method-form';
import { PayoutSchedulePicker } from './payout-schedule-picker';
import { needsRecentSignIn } from './recent-sign-in';

interface Removing {
  id: string;
  label: string;
}

/** Where the owner's payouts go (one method per currency) and when they are sent. */
export function PayoutMethodsSection() {
  const { data, loading, error, retry } = useEarningsSection('settings');
  // null: no form; '' adds a method; a currency changes that currency's method.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Settles once the methods have been read again (the route's loader).
  const [remove, removal] = useMutationRequest(RemovePayoutMethodMutation);
  const closeRemoval = () => {
    setRemoving(null);
    setFailure(null);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    try {
      await remove({ id: removing.id });
      notifications.show({ color: 'teal', message: `${removing.label} removed.` });
      closeRemoval();
    } catch (err) {
      if (needsRecentSignIn(err)) setConfirming(true);
      else setFailure(summarizeServerError(err).message);
    }
  };

  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="payout-method-title">
      <Stack>
        <Title order={2} fz="lg" id="payout-method-title">
          Payout method
        </Title>
        <QueryState loading={loading} error={error} data={data} onRetry={retry}>
          {(settings) => {
            const methods = settings.payoutMethods.map((m) => getFragmentData(PayoutMethodFieldsFragment, m));
            const currencies = payoutCurrenciesFor(
              settings.myHostels.edges.flatMap((e) => e.node.lowestPrice?.currency ?? []),
              settings.platformSettings.currency,
            );
            const free = currencies.filter((c) => !methods.some((m) => m.currency === c));
            const hours = settings.platformSettings.payoutHoldHoursAfterMethodChange;
            if (editing !== null)
              return (
                <PayoutMethodForm
                  currencies={editing ? [editing] : free}
                  currency={editing || undefined}
                  onCancel={() => setEditing(null)}
                  onSaved={(saved) => {
                    setEditing(null);
                    notifications.show({
                      color: 'teal',
                      message: saved.holdUntil
                        ? `Payout method saved. Payouts wait ${hours} hours after a change.`
                        : 'Payout method saved.',
                    });
                  }}
                />
              );
            return (
              <Stack>
                {methods.length === 0 ? (
                  <EmptyState icon={<IconBuildingBank size={28} />} title="No payout method yet">
                    Add the mobile money wallet or bank account your earnings should be paid to.
                  </EmptyState>
                ) : (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    {settings.payoutMethods.map((ref, i) => (
                      <MethodCard
                        key={methods[i]!.id}
                        method={ref}
                        holdHours={hours}
                        onChange={() => setEditing(methods[i]!.currency)}
                        onRemove={() => setRemoving({ id: methods[i]!.id, label: methodLabel(methods[i]!) })}
                      />
                    ))}
                  </SimpleGrid>
                )}
                {free.length > 0 && (
                  <Button w="fit-content" onClick={() => setEditing('')}>
                    Add payout method
                  </Button>
                )}
                <PayoutSchedulePicker
                  schedule={settings.me?.user?.payoutSchedule ?? null}
                  minimums={settings.platformSettings.payoutMinimums}
                />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={closeRemoval}
        title="Remove payout method"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            Remove {removing?.label}? Payouts in its currency wait until you add another payout method.
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Keep it"
            onDismiss={closeRemoval}
            confirmLabel="Remove"
            color="red"
            onConfirm={() => void confirmRemoval()}
            busy={removal.loading}
          />
        </Stack>
      </Modal>
      <ConfirmIdentityModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirmed={() => {
          setConfirming(false);
          void confirmRemoval();
        }}
      />
    </Card>
  );
}
