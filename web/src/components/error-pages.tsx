import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={560}>
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          Page Not Found: {pathname}
        </Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home()}>
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}

export function InternalErrorPage({ error }: { error?: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={560}>
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          500
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Internal Server Error
        </Title>
        <Text c="dimmed">Something went wrong on our side. Reload the page or go back home.</Text>
        {detail && <Code block>{detail}</Code>}
        <Stack gap="xs" w={{ base: '100%', xs: 'auto' }}>
          {/* A plain link, so the app restarts cleanly even when the router itself failed. */}
          <Button component="a" href={paths.home()}>
            Go to the home page
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload this page
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}

/** errorElement of the routes: 404 responses get the 404 page, anything else the 500 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <InternalErrorPage error={error} />;
}
