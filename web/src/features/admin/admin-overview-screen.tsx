import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RESERVATION_STATUSES } from '@hostel/common';
import { lazy, Suspense } from 'react';
import { Figure, FigureCard } from '../../components/figure-card';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { AdminOverviewQueryQuery } from '../../gql/graphql';
import { AdminOverviewQuery } from './api/overview';
import { statusName } from './status-name';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { useScrolledNear } from '../../lib/scrolled-near';

type Overview = AdminOverviewQueryQuery['adminOverview'];

// Chunks of their own (recharts is large, Mantine's Table brings ScrollArea), loaded when the money
// card scrolls into view (below the figures): the figures show first.
const MoneyChart = lazy(() => import('./money-chart'));
const MoneyTable = lazy(() => import('./money-table'));

/** The chart and the table under it (which says the same), once they come near the viewport. */
function MoneyInView({ months }: { months: Overview['moneyByMonth'] }) {
  const { seen, ref } = useScrolledNear('200px');
  const chartBox = months.length > 0 ? <div style={{ minHeight: 240 }} /> : null;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={chartBox}>
          {months.length > 0 && <MoneyChart months={months} />}
          <MoneyTable months={months} />
        </Suspense>
      ) : (
        chartBox
      )}
    </div>
  );
}

/** 1 -> "student", 2 -> "students". */
const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

const countOf = (counts: { key: string; count: number }[], key: string) =>
  counts.find((entry) => entry.key === key)?.count ?? 0;

function Figures({ overview }: { overview: Overview }) {
  const users = overview.usersByRole;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        <FigureCard title="Users" link={{ to: paths.admin.users(), label: 'Users' }}>
          <Figure value={countOf(users, 'STUDENT')} label={plural(countOf(users, 'STUDENT'), 'student')} />
          <Figure value={countOf(users, 'OWNER')} label={plural(countOf(users, 'OWNER'), 'owner')} />
          <Figure value={countOf(users, 'ADMIN')} label={plural(countOf(users, 'ADMIN'), 'admin')} />
          <Text size="sm">
            New: {overview.signUps7Days} in 7 days, {overview.signUps30Days} in 30 days
          </Text>
        </FigureCard>
        <FigureCard title="Listings" link={{ to: paths.admin.listing(), label: 'Review listings' }}>
          <Figure value={overview.listingsWaiting} label="waiting for review" />
          <Figure value={overview.publishedHostels} label="published" />
        </FigureCard>
        <FigureCard
          title="Reservations"
          link={{ to: paths.admin.reservations(), label: 'Find reservations' }}
        >
          {RESERVATION_STATUSES.map((status) => (
            <Text key={status} size="sm">
              {statusName(status)}: <strong>{countOf(overview.reservationsByStatus, status)}</strong>
            </Text>
          ))}
        </FigureCard>
        <FigureCard title="Support" link={{ to: paths.admin.support(), label: 'Support tickets' }}>
          <Figure value={overview.openTickets} label={plural(overview.openTickets, 'open ticket')} />
        </FigureCard>
        <FigureCard title="Payouts" link={{ to: paths.admin.payouts(), label: 'Pay owners' }}>
          <Figure value={overview.payoutsRequested} label="requested, not paid yet" />
        </FigureCard>
        <FigureCard title="Reviews" link={{ to: paths.admin.reviews(), label: 'Moderate reviews' }}>
          <Text size="sm" c="dimmed">
            Reported reviews first; hide those that break the rules, or restore them.
          </Text>
        </FigureCard>
        <FigureCard title="Settings" link={{ to: paths.admin.settings(), label: 'Change settings' }}>
          <Text size="sm" c="dimmed">
            The platform fee, the default currency and how long requests and payments are held.
          </Text>
        </FigureCard>
      </SimpleGrid>
      <Card withBorder radius="lg">
        <Title order={2} fz="lg" mb="xs">
          Money by month
        </Title>
        <MoneyInView months={overview.moneyByMonth} />
      </Card>
    </Stack>
  );
}

export const loader = screenLoader(AdminOverviewQuery);

/** `/admin`: the platform's live figures, each leading to the screen that acts on it. */
export function AdminOverviewScreen() {
  const { data, loading, error, retry } = useScreenData<AdminOverviewQueryQuery>();
  return (
    <PageFrame title="Admin overview" description="The platform at a glance, from live data.">
      <QueryState loading={loading} error={error} data={data?.adminOverview} onRetry={retry}>
        {(overview) => <Figures overview={overview} />}
      </QueryState>
    </PageFrame>
  );
}
