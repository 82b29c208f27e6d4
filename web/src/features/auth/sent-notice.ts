// /msg says "we sent a link" only when a screen of ours has just sent one: that screen navigates
// there with this history state, which a typed or shared /msg address does not carry.
export const SENT_STATE = { sent: true } as const;

export const wasSent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { sent?: unknown }).sent === true;
