import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { areaHome, paths, type Role } from '../../config/paths';
import { useAuth } from './auth-context';

export interface NotAllowedProps {
  /** The signed-in user's own role, to offer a way to their area. */
  role: Role | null;
}

const areaName: Record<Role, string> = {
  STUDENT: 'student area',
  OWNER: 'owner dashboard',
  ADMIN: 'admin area',
};

/** Another kind of account's area (a suspended user sees SuspendedScreen instead). */
export function NotAllowed({ role }: NotAllowedProps) {
  const { signOut } = useAuth();
  useEffect(() => {
    document.title = 'Not allowed here · Hostel';
  }, []);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" ta="center" maw={480} gap="md">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
          <IconLock size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Not allowed here
        </Title>
        <Text c="dimmed">
          {`This part of the site is for another kind of account. Your account belongs to the ${role ? areaName[role] : 'main site'}.`}
        </Text>
        {role && (
          <Button component={Link} to={areaHome[role]()}>
            Go to your {areaName[role]}
          </Button>
        )}
        <Button variant="default" component={Link} to={paths.home()} onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Center>
  );
}
