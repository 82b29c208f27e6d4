import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface BrandProps {
  to: string;
  suffix?: string;
}

export function Brand({ to, suffix }: BrandProps) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      renderRoot={(props) => <Link to={to} aria-label="Hostel home" {...props} />}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <IconBuildingCommunity size={20} />
      </ThemeIcon>
      <Text fw={800} fz="lg">
        Hostel
      </Text>
      {suffix && (
        <Text c="dimmed" fz="sm" fw={600} visibleFrom="xs">
          {suffix}
        </Text>
      )}
    </Group>
  );
}
