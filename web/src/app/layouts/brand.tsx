import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
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
      renderRoot={(props) => <Link to={to} {...props} />}
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
      {/* Named by its visible words first, so voice control users can say what they see. */}
      <VisuallyHidden>home</VisuallyHidden>
    </Group>
  );
}
