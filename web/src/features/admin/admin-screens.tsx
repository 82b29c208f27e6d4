import { IconBell, type Icon } from '@tabler/icons-react';
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

export const AdminNotificationsScreen = () => (
  <AdminFrame
    title="Notifications"
    description="Broadcast a message to everyone, to students or to owners."
    icon={IconBell}
    emptyTitle="No broadcasts sent"
    emptyText="Messages you broadcast will be listed here with their audience."
  />
);
