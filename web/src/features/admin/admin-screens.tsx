import { IconBell, IconUsers, type Icon } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

interface AdminFrameProps {
  title: string;
  description: string;
  icon: Icon;
  emptyTitle: string;
  emptyText: string;
}

function AdminFrame({ title, description, icon: EmptyIcon, emptyTitle, emptyText }: AdminFrameProps) {
  return (
    <PageFrame title={title} description={description}>
      <EmptyState icon={<EmptyIcon size={28} />} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    </PageFrame>
  );
}

<<<<<<< HEAD
const sections = [
  {
    title: 'Listings',
    text: 'Listings waiting for review, and every published, rejected or suspended one.',
    to: paths.admin.listing(),
    cta: 'Review listings',
  },
  {
    title: 'Reservations',
    text: 'Find a reservation by code, student or hostel; cancel it with a refund.',
    to: paths.admin.reservations(),
    cta: 'Find reservations',
  },
  {
    title: 'Support',
    text: 'Tickets from students and owners, unassigned and oldest first; reply, note and resolve.',
    to: paths.admin.support(),
    cta: 'Open the queue',
  },
  {
    title: 'Reviews',
    text: 'Reported reviews first; hide those that break the rules, or restore them.',
    to: paths.admin.reviews(),
    cta: 'Moderate reviews',
  },
  {
    title: 'Settings',
    text: 'The platform fee, the default currency and how long requests and payments are held.',
    to: paths.admin.settings(),
    cta: 'Change settings',
  },
];

export function AdminOverviewScreen() {
  return (
    <PageFrame
      title="Admin overview"
      description="Figures at a glance are not shown here yet: each part of the platform has its own list."
    >
      <SectionLinks sections={sections} />
    </PageFrame>
  );
}

=======
>>>>>>> 7397d21 (Admin overview with live figures: /admin shows users by role and sign-ups, listings waiting and published, reservations by status, open tickets, payouts requested and money by month, each card linking to its screen (payouts open the Payouts tab via ?tab=payouts); SectionLinks, now unused, removed. E2E with axe and screenshots at both widths)
export const AdminUsersScreen = () => (
  <AdminFrame
    title="Users"
    description="The accounts of students, owners and admins."
    icon={IconUsers}
    emptyTitle="Not available here yet"
    emptyText="Accounts cannot be searched or changed from this screen yet."
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
