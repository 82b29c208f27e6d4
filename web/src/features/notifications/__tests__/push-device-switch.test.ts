import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { PushDeviceSwitch } from '../push-device-switch';

const KEY = 'BPublicKeyOfTheServer';
const ENDPOINT = 'https://push.example.com/send/abc';

/** A browser that can receive pushes: its permission answer, and its push subscription. */
function pushBrowser(answer: NotificationPermission) {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      unsubscribe,
      ...{ options: { applicationServerKey: null } },
      ...{ toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } }) },
    };
    return subscription;
  });
  const pushManager = { subscribe, getSubscription: async () => subscription };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => (notification.permission = answer)),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'serviceWorker'));
  return { subscribe, unsubscribe };
}

// Its own route: no loader, as the account screen shows it.
const renderSwitch = () => renderRoute(PushDeviceSwitch);

const theSwitch = () => screen.getByRole('switch', { name: /^Push notifications on this device/ });

describe('PushDeviceSwitch', () => {
  it('is off and disabled where the browser cannot receive pushes', () => {
    renderSwitch();
    expect(theSwitch()).toBeDisabled();
    expect(screen.getByText('This browser cannot receive push notifications.')).toBeInTheDocument();
  });

  it('subscribes with the API key and registers this device; off unregisters and unsubscribes', async () => {
    const browser = pushBrowser('granted');
    const calls = mockGraphQL({
      PushPublicKeyQuery: { data: { pushPublicKey: KEY } },
      PushRegisterDeviceMutation: { data: { registerPushDevice: { id: 'd1' } } },
      PushUnregisterDeviceMutation: { data: { unregisterPushDevice: true } },
    });
    renderSwitch();
    await vi.waitFor(() => expect(theSwitch()).toBeEnabled());
    await userEvent.click(theSwitch());
    await vi.waitFor(() => expect(theSwitch()).toBeChecked());
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(calls.at(-1)).toEqual({
      operationName: 'PushRegisterDeviceMutation',
      variables: { input: { endpoint: ENDPOINT, p256dh: 'p256', auth: 'secret', label: expect.any(String) } },
    });

    await userEvent.click(theSwitch());
    await vi.waitFor(() => expect(theSwitch()).not.toBeChecked());
    expect(calls.at(-1)).toEqual({
      operationName: 'PushUnregisterDeviceMutation',
      variables: { endpoint: ENDPOINT },
    });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says how to allow notifications again when the permission is blocked', async () => {
    const browser = pushBrowser('denied');
    const calls = mockGraphQL({});
    renderSwitch();
    await vi.waitFor(() => expect(theSwitch()).toBeEnabled());
    await userEvent.click(theSwitch());
    expect(await screen.findByText('Notifications are blocked for this site')).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('stays off, unsubscribed, when the API refuses the device', async () => {
    const browser = pushBrowser('granted');
    mockGraphQL({
      PushPublicKeyQuery: { data: { pushPublicKey: KEY } },
      PushRegisterDeviceMutation: {
        errors: [
          { message: 'Push notifications are turned off on this server.', extensions: { code: 'CONFLICT' } },
        ],
      },
    });
    renderSwitch();
    await vi.waitFor(() => expect(theSwitch()).toBeEnabled());
    await userEvent.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications are turned off on this server.',
    );
    expect(theSwitch()).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });
});
