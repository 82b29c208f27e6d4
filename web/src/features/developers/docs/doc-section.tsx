// One titled section of the docs page, a landmark named by its title (tests find it by that name).
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Title order={2} fz="xl" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
