import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';

export interface AreaLink {
  to: string;
  label: string;
  icon: Icon;
  /** Other URL prefixes that belong to this entry (e.g. the listing steps). */
  matches?: string[];
}

export interface AreaLayoutProps {
  name: string;
  home: string;
  links: AreaLink[];
}

function isActive(pathname: string, link: AreaLink, home: string): boolean {
  const prefixes = [link.to, ...(link.matches ?? [])];
  return prefixes.some((p) =>
    p === home ? pathname === home : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/** Shell of the signed-in areas: header, side navigation (a drawer behind a burger on phones). */
export function AreaLayout({ name, home, links }: AreaLayoutProps) {
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
              active={isActive(pathname, link, home)}
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
