import { Card, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { BroadcastForm } from './broadcast-form';
import { BroadcastHistory, broadcastsLoader } from './broadcast-history';
import { EmailDeliveries, emailDeliveriesLoader } from './email-deliveries';

const isEmails = (params: URLSearchParams) => params.get('tab') === 'emails';

/** The open tab's data: the broadcast history, or the e-mail outbox. */
export const loader = (args: LoaderFunctionArgs) =>
  isEmails(new URL(args.request.url).searchParams) ? emailDeliveriesLoader(args) : broadcastsLoader(args);

/** `/admin/notification[?tab=emails]`: broadcasts (compose, history with delivery) and the e-mail outbox. */
export function AdminBroadcastScreen() {
  const [params, setParams] = useSearchParams();
  const tab = isEmails(params) ? 'emails' : 'broadcasts';
  return (
    <PageFrame
      title="Notifications"
      description="Broadcast an announcement to everyone, students, owners, a city or a university, and watch e-mail delivery."
    >
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'emails' ? { tab: 'emails' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="broadcasts">Broadcasts</Tabs.Tab>
          <Tabs.Tab value="emails">E-mail delivery</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="broadcasts">
          <Stack gap="lg">
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="lg" mb="sm">
                New broadcast
              </Title>
              <BroadcastForm />
            </Card>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                History
              </Title>
              <BroadcastHistory />
            </Stack>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="emails">
          <EmailDeliveries />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
