import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorsOf, summarizeServerError } from '../../lib/graphql-errors';
import { pushSupported, thisDeviceSubscription, turnOffPush, turnOnPush } from '../../lib/pwa/push-device';

type DeviceState = 'checking' | 'on' | 'off' | 'unsupported';

/** The API's words, or the browser's when it could not subscribe (its push service refused). */
function problemOf(error: unknown): string {
  if (errorsOf(error) || error instanceof TypeError) return summarizeServerError(error).message;
  return error instanceof Error ? error.message : 'Push notifications could not be turned on.';
}

/**
 * "Push notifications on this device": asks the browser's permission, subscribes this browser and
 * registers it with the API (lib/pwa/push-device.ts); off unsubscribes and unregisters it. A blocked
 * permission says how to allow it again.
 */
export function PushDeviceSwitch() {
  const [state, setState] = useState<DeviceState>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [permission, setPermission] = useState(() => (pushSupported() ? Notification.permission : null));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    void thisDeviceSubscription().then((subscription) => {
      if (current) setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
    });
    return () => void (current = false);
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) setState((await turnOnPush()) === 'on' ? 'on' : 'off');
      else {
        await turnOffPush();
        setState('off');
      }
    } catch (error) {
      setProblem(problemOf(error));
      setState((await thisDeviceSubscription()) ? 'on' : 'off');
    } finally {
      setPermission(Notification.permission);
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Switch
        label="Push notifications on this device"
        description={
          state === 'unsupported'
            ? 'This browser cannot receive push notifications.'
            : 'This browser asks your permission to show notifications.'
        }
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {permission === 'denied' && state !== 'on' && (
        <Alert color="yellow" title="Notifications are blocked for this site" role="status">
          <Text size="sm">
            To allow them again, open the site settings (the icon beside the address bar), set Notifications
            to Allow, reload the page and turn the switch on. On a phone, the installed app’s notification
            settings are in the system’s app settings.
          </Text>
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
