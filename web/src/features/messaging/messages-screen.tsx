import { IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

export function StudentMessagesScreen() {
  return (
    <PageFrame title="Messages" description="Your conversations with hostel owners.">
      <EmptyState icon={<IconMessages size={28} />} title="No conversations yet">
        Ask an owner a question from a hostel’s page; the conversation continues here.
      </EmptyState>
    </PageFrame>
  );
}

export function OwnerMessagesScreen() {
  return (
    <PageFrame title="Messages" description="Questions and conversations with students.">
      <EmptyState icon={<IconMessages size={28} />} title="No conversations yet">
        When a student writes about one of your hostels, the conversation appears here.
      </EmptyState>
    </PageFrame>
  );
}
