import { Anchor, AppShell, Burger, Container, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome, IconInfoCircle, IconRocket } from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';

const links = [
  { to: paths.home, label: 'Find a hostel', icon: IconHome },
  { to: paths.about, label: 'About', icon: IconInfoCircle },
  { to: paths.getStarted, label: 'Get started', icon: IconRocket },
];

export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <NavigationProgress />
      <AppShell.Header>
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
              <Brand to={paths.home} />
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
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main">
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            leftSection={<link.icon size={18} />}
            active={pathname === link.to}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="lg" py="md">
          <Outlet />
        </Container>
        <Container size="lg" component="footer" py="xl">
          <Text c="dimmed" size="sm">
            Hostel - beds for students near their university.{' '}
            <Anchor component={Link} to={paths.about} underline="always">
              About us
            </Anchor>
          </Text>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
