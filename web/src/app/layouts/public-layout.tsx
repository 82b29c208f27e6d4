import { Anchor, Box, Burger, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome, IconInfoCircle, IconRocket } from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';
import classes from './public-layout.module.css';

const links = [
  { to: paths.home(), label: 'Find a hostel', icon: IconHome },
  { to: paths.about(), label: 'About', icon: IconInfoCircle },
  { to: paths.getStarted(), label: 'Get started', icon: IconRocket },
];

// A sticky header and a plain mobile menu rather than Mantine's AppShell: the public pages are the
// first a visitor loads, and AppShell (with its scroll lock) is a tenth of the home page's budget.
export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <NavigationProgress />
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Open navigation"
              />
              <Brand to={paths.home()} />
            </Group>
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
              {links.map((link) => (
                <Anchor key={link.to} component={RouterNavLink} to={link.to} c="inherit" fw={500} end>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ColorSchemeToggle />
              <UserMenu />
            </Group>
          </Group>
        </Container>
      </header>
      {opened && (
        <Box component="nav" aria-label="Main" hiddenFrom="sm" className={classes.menu} p="sm">
          <Stack gap={4}>
            {links.map((link) => (
              <UnstyledButton
                key={link.to}
                component={RouterNavLink}
                to={link.to}
                end
                onClick={close}
                className={classes.menuLink}
              >
                <link.icon size={18} aria-hidden />
                <span>{link.label}</span>
              </UnstyledButton>
            ))}
          </Stack>
        </Box>
      )}
      <main className={classes.main}>
        <Container size="lg" py="md">
          <Outlet />
        </Container>
        <Container size="lg" component="footer" py="xl">
          <Text c="dimmed" size="sm">
            Hostel - beds for students near their university.{' '}
            <Anchor component={Link} to={paths.about()} underline="always">
              About us
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to={paths.developers()} underline="always">
              API for developers
            </Anchor>
          </Text>
        </Container>
      </main>
    </>
  );
}
