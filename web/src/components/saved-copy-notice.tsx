import { Alert, Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDateTime } from '../lib/dates';

export interface SavedCopyNoticeProps {
  /** When the copy on screen was read from the API (a route loader's `savedAt`); nothing without one. */
  savedAt: number | undefined;
  onRetry: () => void;
}

/** Says that the screen shows the copy saved on this device (lib/pwa/saved-copies.ts), and since when. */
export function SavedCopyNotice({ savedAt, onRetry }: SavedCopyNoticeProps) {
  if (savedAt === undefined) return null;
  return (
    <Alert color="yellow" icon={<IconCloudOff size={20} />} title="Offline: a saved copy" role="status">
      We could not reach the server, so this is the copy saved on this device. Last updated{' '}
      {formatDateTime(new Date(savedAt))}.{' '}
      <Button size="compact-sm" variant="subtle" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
