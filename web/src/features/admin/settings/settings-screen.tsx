import { useMutation, useQuery } from '@apollo/client/react';
import { Card } from '@mantine/core';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { getFragmentData } from '../../../gql';
import {
  AdminSettingsFieldsFragment,
  AdminSettingsQuery,
  AdminUpdateSettingsMutation,
} from '../api/settings';
import { SettingsForm } from './settings-form';
import type { SettingsInput } from './settings-rules';

/** `/admin/settings`: platform fee, default currency and the reservation hold times. */
export function AdminSettingsScreen() {
  const { data, loading, error, refetch } = useQuery(AdminSettingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateSettingsMutation);
  const save = async (input: Partial<SettingsInput>) => {
    const result = await update({ variables: { input } });
    return getFragmentData(AdminSettingsFieldsFragment, result.data!.updateSettings);
  };
  return (
    <PageFrame title="Settings" description="Platform fee, currency and reservation hold times.">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <QueryState
          loading={loading}
          error={error}
          data={data?.platformSettings}
          onRetry={() => void refetch()}
        >
          {(settings) => (
            <SettingsForm settings={getFragmentData(AdminSettingsFieldsFragment, settings)} onSave={save} />
          )}
        </QueryState>
      </Card>
    </PageFrame>
  );
}
