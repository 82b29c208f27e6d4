import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { isActiveLink, type AreaLink } from '../../components/area-link';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';
import classes from './area-layout.module.css';

export interface AreaLayoutProps {
  name: string;
  home: string;
  links: AreaLink[];
  /** Shown in the header before the colour scheme toggle (the bell, the unread messages link). */
  headerExtra?: ReactNode;
}

/** Shell of the signed-in areas: header, side navigation (a panel behind a burger on phones). */
export function AreaLayout({ name, home, links, headerExtra }: AreaLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <div className={classes.shell}>
      <NavigationProgress />
      <header className={classes.header}>
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
      </header>
      <nav className={classes.navbar} data-opened={opened || undefined} aria-label={`${name} navigation`}>
        {links.map((link) => (
          <UnstyledButton
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.link}
            data-active={isActiveLink(pathname, link, home) || undefined}
            onClick={close}
          >
            <link.icon size={18} stroke={1.6} />
            <div className={classes.body}>
              <span className={classes.label}>{link.label}</span>
            </div>
          </UnstyledButton>
        ))}
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
