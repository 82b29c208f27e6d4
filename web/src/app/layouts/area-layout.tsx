import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { isActiveLink, type AreaLink } from '../../components/area-link';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';

export interface AreaLayoutProps {
  name: string;
  home: string;
  links: AreaLink[];
  /** Shown in the header before the colour scheme toggle (the bell, the unread messages link). */
  headerExtra?: ReactNode;
}

/** Shell of the signed-in areas: header, side navigation (a drawer behind a burger on phones). */
export function AreaLayout({ name, home, links, headerExtra }: AreaLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <NavigationProgress />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />
            <Brand to={home} suffix={name} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerExtra}
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={`${name} navigation`}>
        <ScrollArea>
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} stroke={1.6} />}
              active={isActiveLink(pathname, link, home)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
