import { Button, Card, NavLink, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { ownerLinks } from './owner-links';

const sections = [
  {
    title: 'Listings',
    value: '0',
    text: 'Published hostels',
    to: paths.owner.hostelDetails,
    cta: 'My hostels',
  },
  {
    title: 'Reservation requests',
    value: '0',
    text: 'Waiting for your answer',
    to: paths.owner.reservationPending,
    cta: 'Answer requests',
  },
  {
    title: 'Earnings',
    value: '0.00',
    text: 'Available for payout',
    to: paths.owner.earning,
    cta: 'See earnings',
  },
  {
    title: 'Messages',
    value: '0',
    text: 'Unread conversations',
    to: paths.owner.messages,
    cta: 'Open messages',
  },
];

const listButton = (
  <Button component={Link} to={paths.owner.listHostel} leftSection={<IconCirclePlus size={18} />}>
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
      description="Your hostels, requests and earnings at a glance."
      actions={listButton}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {sections.map((section, index) => (
          <Card
            key={section.title}
            withBorder
            radius="lg"
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={`child${index + 1}`}
            aria-current={focused === index + 1 ? 'true' : undefined}
            style={
              focused === index + 1 ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined
            }
          >
            <Stack gap={4}>
              <Text c="dimmed" size="sm" fw={600}>
                {section.title}
              </Text>
              <Title order={2} fz={28}>
                {section.value}
              </Title>
              <Text size="sm">{section.text}</Text>
              <Button component={Link} to={section.to} variant="light" size="xs" mt="xs" w="fit-content">
                {section.cta}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}

export function OwnerMenuScreen() {
  return (
    <PageFrame title="Menu" description="Everything you can do in your dashboard.">
      <Card withBorder radius="lg" p="xs" component="nav" aria-label="Dashboard menu">
        {ownerLinks
          .filter((link) => link.to !== paths.owner.menu)
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
