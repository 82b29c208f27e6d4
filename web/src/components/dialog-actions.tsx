import { Alert, Button, Group } from '@mantine/core';

export interface DialogActionsProps {
  /** What went wrong with the last try (the server's words), shown above the buttons. */
  failure: string | null;
  dismissLabel: string;
  onDismiss: () => void;
  confirmLabel: string;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  busy: boolean;
  /** Red for what cannot be undone; the theme's colour otherwise. */
  color?: 'red';
}

/** The foot of a confirmation dialog: the failure, if any, then "back out" and the action. */
export function DialogActions({
  failure,
  dismissLabel,
  onDismiss,
  confirmLabel,
  onConfirm,
  busy,
  color,
}: DialogActionsProps) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDismiss}>
          {dismissLabel}
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} color={color} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
