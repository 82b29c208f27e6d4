import { Button, Card, Group, Stack, Text, Title, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureCardProps extends Omit<CardProps, 'title' | 'children'> {
  title: string;
  /** The screen that acts on the figures. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** An overview card: a title, its figures and a button to the screen that acts on them. */
export function FigureCard({ title, link, children, ...card }: FigureCardProps) {
  return (
    <Card withBorder radius="lg" {...card}>
      <Stack gap="xs" h="100%">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Stack gap={6} style={{ flex: 1 }}>
          {children}
        </Stack>
        <Button component={Link} to={link.to} variant="light" size="xs" w="fit-content">
          {link.label}
        </Button>
      </Stack>
    </Card>
  );
}

/** A big number with what it counts, on one line. */
export function Figure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
