import { Center, Loader, Stack, Text } from '@mantine/core';

export interface FullPageLoaderProps {
  label?: string;
}

export function FullPageLoader({ label = 'Loading…' }: FullPageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
