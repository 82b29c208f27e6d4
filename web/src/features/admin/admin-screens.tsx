import { Card, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { IconBell, IconLifebuoy, IconSearch, IconStar, IconUsers, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

interface AdminFrameProps {
  title: string;
  description: string;
  icon: Icon;
  emptyTitle: string;
  emptyText: string;
  search?: string;
  children?: ReactNode;
}

function AdminFrame({
  title,
  description,
  icon: EmptyIcon,
  emptyTitle,
  emptyText,
  search,
  children,
}: AdminFrameProps) {
  return (
    <PageFrame title={title} description={description}>
      {search && <TextInput label={search} leftSection={<IconSearch size={16} />} maw={420} />}
      {children}
      <EmptyState icon={<EmptyIcon size={28} />} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    </PageFrame>
  );
}

export function AdminOverviewScreen() {
  return (
    <AdminFrame
      title="Admin overview"
      description="The health of the platform at a glance."
      icon={IconBell}
      emptyTitle="Nothing needs your attention"
      emptyText="Listings waiting for review and open support tickets will be listed here."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {['Users', 'Listings to review', 'Open tickets', 'Reservations today'].map((label) => (
          <Card key={label} withBorder radius="lg">
            <Text c="dimmed" size="sm" fw={600}>
              {label}
            </Text>
            <Title order={2} fz={26}>
              0
            </Title>
          </Card>
        ))}
      </SimpleGrid>
    </AdminFrame>
  );
}

export const AdminUsersScreen = () => (
  <AdminFrame
    title="Users"
    description="Search accounts, change roles and suspend accounts."
    icon={IconUsers}
    search="Search by name or email"
    emptyTitle="No users match"
    emptyText="Try another name or email address."
  />
);

export const AdminReviewsScreen = () => (
  <AdminFrame
    title="Reviews"
    description="Hide reviews that break the rules, or restore them."
    icon={IconStar}
    emptyTitle="No reviews yet"
    emptyText="Reviews written by students after their stay appear here."
  />
);

export const AdminSupportScreen = () => (
  <AdminFrame
    title="Support"
    description="Tickets opened by students and owners."
    icon={IconLifebuoy}
    emptyTitle="No open tickets"
    emptyText="New support tickets appear here."
  />
);

export const AdminNotificationsScreen = () => (
  <AdminFrame
    title="Notifications"
    description="Broadcast a message to everyone, to students or to owners."
    icon={IconBell}
    emptyTitle="No broadcasts sent"
    emptyText="Messages you broadcast will be listed here with their audience."
  />
);
