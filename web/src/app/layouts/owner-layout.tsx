import { paths } from '../../config/paths';
import { UnreadMessagesLink } from '../../features/messaging/public';
import { NotificationBell } from '../../features/notifications/public';
import { ownerLinks } from '../../features/owner/owner-links';
import { AreaLayout } from './area-layout';

export function OwnerLayout() {
  return (
    <AreaLayout
      name="Owner dashboard"
      home={paths.owner.home()}
      links={ownerLinks}
      headerExtra={
        <>
          <NotificationBell to={paths.owner.notifications()} />
          <UnreadMessagesLink to={paths.owner.messages()} />
        </>
      }
    />
  );
}
