import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { SectionBoundary } from './section-boundary';

export interface PageFrameProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Title, description and body of a screen; the body has its own error boundary. */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · Hostel`;
  }, [title]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="md">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <SectionBoundary>{children}</SectionBoundary>
    </Stack>
  );
}
