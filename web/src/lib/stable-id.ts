import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), in its place (mantine-id-plugin.ts), without the random id it
 * swaps in after mounting: that swap renders every form field a second time, synchronously, right
 * after the app takes over the server's page (one long task on a phone), and changes the ids the
 * labels point to. React's id is the same in the server's render and the browser's.
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/:/g, '')}`;
}
