import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/** The two pages of the developer settings, in the owner's or the admin's area (whichever is open). */
export function DevelopersNav() {
  const { pathname } = useLocation();
  const area = pathname.startsWith(paths.admin.home()) ? paths.admin : paths.owner;
  const pages = [
    { to: area.developers(), label: 'API clients' },
    { to: area.webhooks(), label: 'Webhooks' },
  ];
  return (
    <Group component="nav" aria-label="Developer settings" gap="xs">
      {pages.map((page) => {
        const current = pathname === page.to;
        return (
          <Button
            key={page.to}
            component={Link}
            to={page.to}
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {page.label}
          </Button>
        );
      })}
    </Group>
  );
}
