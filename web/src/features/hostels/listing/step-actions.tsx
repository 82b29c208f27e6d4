import { Alert, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export interface StepActionsProps {
  onBack?: () => void;
  saving: boolean;
  locked: boolean;
  banner: string | null;
  nextLabel?: string;
}

/** Back and "Save and continue" at the end of a step form, with the server's message above them. */
export function StepActions({
  onBack,
  saving,
  locked,
  banner,
  nextLabel = 'Save and continue',
}: StepActionsProps) {
  return (
    <>
      {banner && (
        <Alert color="red" role="alert" mt="md">
          {banner}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        {onBack ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={saving} disabled={locked}>
          {nextLabel}
        </Button>
      </Group>
    </>
  );
}
