import type { Settings } from '@hostel/common';
import { Card } from '@mantine/core';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { getFragmentData } from '../../../gql';
import type {
  AdminSettingsFieldsFragment as AdminSettingsFieldsFragmentType,
  AdminSettingsQueryQuery,
} from '../../../gql/graphql';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import {
  AdminSettingsFieldsFragment,
  AdminSettingsQuery,
  AdminUpdateSettingsMutation,
} from '../api/settings';
import { SettingsForm } from './settings-form';

/** The API lists exchange rates; the form (and the shared rules) keep them by currency. */
const toSettings = ({ exchangeRates, ...rest }: AdminSettingsFieldsFragmentType): Settings => ({
  ...rest,
  exchangeRates: Object.fromEntries(exchangeRates.map(({ currency, rate }) => [currency, rate])),
});

export const loader = screenLoader(AdminSettingsQuery);

/** `/admin/settings`: platform fee, default currency, the reservation hold times and the abuse limits. */
export function AdminSettingsScreen() {
  const { data, loading, error, retry } = useScreenData<AdminSettingsQueryQuery>();
  // The form takes the saved settings from the answer: reading the page again would reset it.
  const [update] = useMutationRequest(AdminUpdateSettingsMutation, { revalidate: false });
  const save = async ({ exchangeRates, ...rest }: Partial<Settings>) => {
    const input = {
      ...rest,
      ...(exchangeRates && {
        exchangeRates: Object.entries(exchangeRates).map(([currency, rate]) => ({ currency, rate })),
      }),
    };
    const result = await update({ input });
    return toSettings(getFragmentData(AdminSettingsFieldsFragment, result.updateSettings));
  };
  return (
    <PageFrame
      title="Settings"
      description="Platform fee, currency, reservation hold times and abuse limits."
    >
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <QueryState loading={loading} error={error} data={data?.platformSettings} onRetry={retry}>
          {(settings) => (
            <SettingsForm
              settings={toSettings(getFragmentData(AdminSettingsFieldsFragment, settings))}
              onSave={save}
            />
          )}
        </QueryState>
      </Card>
    </PageFrame>
  );
}
