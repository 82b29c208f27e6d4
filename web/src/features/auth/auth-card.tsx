import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { loadAuth } from '../../lib/auth-registry';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** A form-level error (one that belongs to no single field). */
  error?: string | null;
  children: ReactNode;
  /** Inside the admin account layout the card is already drawn. */
  bare?: boolean;
}

export function AuthCard({ title, description, error, children, bare }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Hostel`;
  }, [title]);
  // Start the Auth SDK with the screen, so the app learns about a sign-in the moment it happens.
  useEffect(() => void loadAuth(), []);
  const body = (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
  if (bare) return body;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={460} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      {body}
    </Paper>
  );
}
