import { IconUsers, type Icon } from '@tabler/icons-react';
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

export const AdminUsersScreen = () => (
  <AdminFrame
    title="Users"
    description="The accounts of students, owners and admins."
    icon={IconUsers}
    emptyTitle="Not available here yet"
    emptyText="Accounts cannot be searched or changed from this screen yet."
  />
);
