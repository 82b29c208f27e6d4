import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { startVersionCheck } from '../lib/version-check';

/** Offers a reload when a newer build than this bundle is deployed. */
export function VersionNotifier() {
  useEffect(
    () =>
      startVersionCheck({
        currentId: __BUILD_ID__,
        onNewVersion: () =>
          notifications.show({
            id: 'new-version',
            title: 'A new version is available',
            autoClose: false,
            message: (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">Reload to get the latest features and fixes.</Text>
                <Button size="xs" onClick={() => window.location.reload()}>
                  Reload
                </Button>
              </Group>
            ),
          }),
      }),
    [],
  );
  return null;
}
