import { Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { formatMoney } from '@hostel/common';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Figure, FigureCard } from '../../components/figure-card';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { OwnerDashboardQueryQuery } from '../../gql/graphql';
import { bedsLabel } from '../../lib/format';
import { formatDay, formatHostelDeadline } from '../../lib/dates';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { OwnerDashboardQuery } from './api';

type Dashboard = OwnerDashboardQueryQuery;

const listButton = (
  <Button component={Link} to={paths.owner.listHostel()} leftSection={<IconCirclePlus size={18} />}>
    List a hostel
  </Button>
);

/** The viewer's month (`YYYY-MM`), whose earnings the overview shows. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

function Waiting({ overview }: { overview: Dashboard['ownerOverview'] }) {
  return (
    <>
      <Figure
        value={overview.waitingCount}
        label={overview.waitingCount === 1 ? 'request waiting' : 'requests waiting'}
      />
      {overview.waiting.map((request) => (
        <Text key={request.id} size="sm">
          <Text span fw={600}>
            {request.code}
          </Text>{' '}
          · {request.hostelName} · {bedsLabel(request.beds)} from {formatDay(request.checkIn)} · answer by{' '}
          {formatHostelDeadline(request.responseDeadline, request.hostelTimeZone)}
        </Text>
      ))}
    </>
  );
}

function Occupancy({ hostels }: { hostels: Dashboard['ownerOverview']['occupancy'] }) {
  if (hostels.length === 0) return <Text size="sm">No published hostels yet.</Text>;
  return hostels.map((hostel) => {
    const onSale = hostel.bedNights - hostel.blockedBedNights;
    const percent = onSale > 0 ? Math.round((100 * hostel.occupiedBedNights) / onSale) : 0;
    return (
      <Stack key={hostel.hostelId} gap={2}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text
            size="sm"
            fw={600}
            component={Link}
            to={paths.owner.availability({ hostel: hostel.hostelId })}
            c="var(--mantine-primary-color-filled)"
            truncate
          >
            {hostel.hostelName}
          </Text>
          <Text size="sm" fw={700}>
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} aria-label={`${hostel.hostelName}: ${percent}% of beds on sale taken`} />
        <Text size="xs" c="dimmed">
          {hostel.occupiedBedNights} of {onSale} bed-nights taken
          {hostel.blockedBedNights > 0 ? `, ${hostel.blockedBedNights} blocked` : ''}
        </Text>
      </Stack>
    );
  });
}

function Earnings({ summary }: { summary: Dashboard['earningsSummary'] }) {
  const month = thisMonth();
  const currencies = [
    ...new Set([...summary.totals.map((t) => t.currency), ...summary.byMonth.map((m) => m.currency)]),
  ];
  if (currencies.length === 0)
    return <Text size="sm">No earnings yet: they start with your first paid stay.</Text>;
  return currencies.map((currency) => {
    const earned = summary.byMonth.find((m) => m.month === month && m.currency === currency)?.net ?? 0;
    const available = summary.totals.find((t) => t.currency === currency)?.available ?? 0;
    return (
      <Stack key={currency} gap={2}>
        <Figure value={formatMoney(earned, currency)} label="earned this month" />
        <Text size="sm">{formatMoney(available, currency)} available for payout</Text>
      </Stack>
    );
  });
}

function Rating({ figures }: { figures: Dashboard['ownerReviewFigures'] }) {
  if (figures.count === 0) return <Text size="sm">No reviews yet: students review after their stay.</Text>;
  return (
    <>
      <Figure value={`${figures.average.toFixed(1)} / 5`} label="average rating" />
      <Text size="sm">
        {figures.count} {figures.count === 1 ? 'review' : 'reviews'} in all, {figures.last30Days} new in the
        last 30 days
      </Text>
    </>
  );
}

export const loader = screenLoader(OwnerDashboardQuery);

/** `/dashboard`: the owner's figures at a glance; /dashboard/components/childN outlines the Nth card. */
export function OwnerOverviewScreen() {
  const { pathname } = useLocation();
  const focused = Number(/\/child(\d)$/.exec(pathname)?.[1] ?? 0);
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const { data, loading, error, retry } = useScreenData<Dashboard>();
  useEffect(() => {
    if (focused && data) refs.current[focused - 1]?.scrollIntoView({ block: 'center' });
  }, [focused, data]);
  // Each card answers to the original product's `/dashboard/components/childN` URL (1-based).
  const card = (index: number) => ({
    id: `child${index}`,
    'aria-current': focused === index ? ('true' as const) : undefined,
    style: focused === index ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined,
    ref: (node: HTMLDivElement | null) => {
      refs.current[index - 1] = node;
    },
  });

  return (
    <PageFrame title="Overview" description="Your hostels at a glance." actions={listButton}>
      <QueryState loading={loading} error={error} data={data} onRetry={retry}>
        {({ ownerOverview: overview, earningsSummary, ownerReviewFigures: reviews }) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FigureCard
              title="Requests waiting"
              link={{ to: paths.owner.reservationPending(), label: 'Answer requests' }}
              {...card(1)}
            >
              <Waiting overview={overview} />
            </FigureCard>
            <FigureCard
              title="Next 7 days"
              link={{ to: paths.owner.reservationUpcoming(), label: 'Upcoming stays' }}
              {...card(2)}
            >
              <Figure value={overview.checkIns} label={overview.checkIns === 1 ? 'check-in' : 'check-ins'} />
              <Figure
                value={overview.checkOuts}
                label={overview.checkOuts === 1 ? 'check-out' : 'check-outs'}
              />
            </FigureCard>
            <FigureCard
              title="Occupancy, next 30 nights"
              link={{ to: paths.owner.availability(), label: 'Availability' }}
              {...card(3)}
            >
              <Occupancy hostels={overview.occupancy} />
            </FigureCard>
            <FigureCard
              title="Earnings"
              link={{ to: paths.owner.earning(), label: 'See earnings' }}
              {...card(4)}
            >
              <Earnings summary={earningsSummary} />
            </FigureCard>
            <FigureCard title="Rating" link={{ to: paths.owner.reviews(), label: 'Read and reply' }}>
              <Rating figures={reviews} />
            </FigureCard>
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}
