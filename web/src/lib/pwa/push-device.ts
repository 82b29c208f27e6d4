// This browser as a device that receives the signed-in person's notices by Web Push: subscribed
// through the service worker's PushManager with the API's VAPID public key, and registered with the
// API (registerPushDevice), which pushes to it (api/src/modules/notifications/push.job.ts). The
// notification preferences turn it on and off; signing out turns it off (lib/current-user.ts).
import { graphql } from '../../gql';
import { graphqlRequest } from '../graphql-request';

const PushPublicKeyQuery = graphql(`
  query PushPublicKeyQuery {
    pushPublicKey
  }
`);

const PushRegisterDeviceMutation = graphql(`
  mutation PushRegisterDeviceMutation($input: RegisterPushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
    }
  }
`);

const PushUnregisterDeviceMutation = graphql(`
  mutation PushUnregisterDeviceMutation($endpoint: String!) {
    unregisterPushDevice(endpoint: $endpoint)
  }
`);

/** Whether this browser can receive pushes at all (a service worker, PushManager, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's push subscription, or null (none, or no service worker yet). */
export async function thisDeviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** "Chrome on Android": what the person's list of devices calls this one. */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([test]) => test.test(userAgent))?.[1] ?? 'A browser';
  const system = systems.find(([test]) => test.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

const base64Url = (bytes: ArrayBuffer | null) =>
  bytes
    ? btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
    : '';

/** The answer of turning pushes on: done, or the permission the person gave instead. */
export type TurnOnResult = 'on' | 'denied' | 'dismissed';

/**
 * Asks for permission, subscribes this browser with the API's key and registers it. Throws when
 * the API refuses (push off on the server) or the browser cannot subscribe.
 */
export async function turnOnPush(): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const { pushPublicKey } = await graphqlRequest(PushPublicKeyQuery, {});
  if (!pushPublicKey) throw new Error('Push notifications are turned off on this server.');
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be reused.
  const sameKey =
    base64Url(existing?.options.applicationServerKey ?? null) === pushPublicKey.replace(/=+$/, '');
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    existing && sameKey
      ? existing
      : await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: pushPublicKey,
        });
  const { endpoint, keys } = subscription.toJSON();
  try {
    await graphqlRequest(PushRegisterDeviceMutation, {
      input: {
        endpoint: endpoint!,
        p256dh: keys?.p256dh ?? '',
        auth: keys?.auth ?? '',
        label: deviceLabel(),
      },
    });
  } catch (error) {
    // Not registered: not subscribed either, so the switch shows what is true.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Unregisters this browser from the API and unsubscribes it (also when the API cannot be told). */
export async function turnOffPush(): Promise<void> {
  const subscription = await thisDeviceSubscription();
  if (!subscription) return;
  try {
    await graphqlRequest(PushUnregisterDeviceMutation, { endpoint: subscription.endpoint });
  } finally {
    // The API removes a device its push service answers 410 for, if it was not told here.
    await subscription.unsubscribe();
  }
}
