import { Anchor, Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { paths } from '../../config/paths';
import { Brand } from './brand';

/** Public admin account pages (forgot / reset password): a plain card, no area navigation. */
export function AdminAccountLayout() {
  return (
    <Container size={480} py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Brand to={paths.admin.home()} suffix="Admin" />
          <ColorSchemeToggle />
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="main">
          <Outlet />
        </Paper>
        <Center>
          <Text size="sm" c="dimmed">
            Not an administrator?{' '}
            <Anchor component={Link} to={paths.home()} underline="always">
              Go to the main site
            </Anchor>
          </Text>
        </Center>
      </Stack>
    </Container>
  );
}
