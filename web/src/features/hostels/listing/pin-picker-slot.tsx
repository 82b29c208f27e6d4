import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import type { PinPickerProps } from '../map/pin-picker';

const PinPicker = lazy(() =>
  importWithReload(() => import('../map/pin-picker')).then((m) => ({ default: m.PinPicker })),
);

/** The location step's map picker (MapLibre, loaded with the step); the typed fields stay beside it. */
export function PinPickerSlot(props: PinPickerProps) {
  return (
    <Suspense fallback={<Box h={300} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} />}>
      <PinPicker {...props} />
    </Suspense>
  );
}
