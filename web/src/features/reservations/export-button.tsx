import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog holds the date picker: loaded on the first click, never with the screen.
const ExportDialog = lazy(() => import('./export-dialog'));

/** "Export CSV": the reservations of a period, as the signed-in owner or admin may see them. */
export function ExportReservationsButton({ scope }: { scope: string }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        Export CSV
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ExportDialog opened={opened} onClose={() => setOpened(false)} scope={scope} />
        </Suspense>
      )}
    </>
  );
}
