import { useMutation, useQuery } from '@apollo/client/react';
import type { Settings } from '@hostel/common';
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

/** `/admin/settings`: platform fee, default currency, the reservation hold times and the abuse limits. */
export function AdminSettingsScreen() {
  const { data, loading, error, refetch } = useQuery(AdminSettingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateSettingsMutation);
  const save = async (input: Partial<Settings>) => {
    const result = await update({ variables: { input } });
    return getFragmentData(AdminSettingsFieldsFragment, result.data!.updateSettings);
  };
  return (
    <PageFrame
      title="Settings"
      description="Platform fee, currency, reservation hold times and abuse limits."
    >
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
