import { Button, Card, NavLink } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { SectionLinks, type SectionLink } from '../../components/section-links';
import { paths } from '../../config/paths';
import { ownerLinks } from './owner-links';

const sections: SectionLink[] = [
  {
    title: 'Listings',
    text: 'Your hostels and drafts, what reviewers said, and a link to each public page.',
    to: paths.owner.hostels(),
    cta: 'My hostels',
  },
  {
    title: 'Reservation requests',
    text: 'Requests waiting for your answer, and the reservations you accepted or declined.',
    to: paths.owner.reservationPending(),
    cta: 'Answer requests',
  },
  {
    title: 'Earnings',
    text: 'What each stay earned you, what is available for payout, and your payouts.',
    to: paths.owner.earning(),
    cta: 'See earnings',
  },
  {
    title: 'Messages',
    text: 'Conversations with students about your hostels.',
    to: paths.owner.messages(),
    cta: 'Open messages',
  },
];

const listButton = (
  <Button component={Link} to={paths.owner.listHostel()} leftSection={<IconCirclePlus size={18} />}>
    List a hostel
  </Button>
);

/** The overview; /dashboard/components/childN scrolls to its Nth section (the original's sub-components). */
export function OwnerOverviewScreen() {
  const { pathname } = useLocation();
  const focused = Number(/\/child(\d)$/.exec(pathname)?.[1] ?? 0);
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (focused) refs.current[focused - 1]?.scrollIntoView({ block: 'center' });
  }, [focused]);
  return (
    <PageFrame
      title="Overview"
      description="Figures at a glance are not shown here yet: each part of your dashboard has its own list."
      actions={listButton}
    >
      <SectionLinks
        sections={sections}
        anchors={{
          focused,
          cardRef: (index) => (node) => {
            refs.current[index] = node;
          },
        }}
      />
    </PageFrame>
  );
}

export function OwnerMenuScreen() {
  return (
    <PageFrame title="Menu" description="Everything you can do in your dashboard.">
      <Card withBorder radius="lg" p="xs" component="nav" aria-label="Dashboard menu">
        {ownerLinks
          .filter((link) => link.to !== paths.owner.menu())
          .map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} />}
            />
          ))}
      </Card>
    </PageFrame>
  );
}
