import { lazy, Suspense } from 'react';

export interface ConfirmIdentityModalProps {
  opened: boolean;
  onClose: () => void;
  /** Signed in again: the refused change can be sent again (the new token carries the sign-in time). */
  onConfirmed: () => void;
}

// The re-authentication needs the Firebase Auth SDK: it loads only once the API asks for a recent
// sign-in, so the earnings screen of a session restored from its cookie loads none of it.
const Dialog = lazy(() =>
  import('./confirm-identity-dialog').then((m) => ({ default: m.ConfirmIdentityDialog })),
);

/** Asks the owner to sign in again (see confirm-identity-dialog.tsx); nothing is loaded until opened. */
export function ConfirmIdentityModal(props: ConfirmIdentityModalProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
