import { Card, NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { ownerLinks } from './owner-links';

export function OwnerMenuScreen() {
  return (
    <PageFrame title="Menu" description="Everything you can do in your dashboard.">
      <Card withBorder radius="lg" p="xs" component="nav" aria-label="Dashboard menu">
        {ownerLinks
          .filter((link) => link.to !== paths.owner.menu())
          .map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} />}
            />
          ))}
      </Card>
    </PageFrame>
  );
}
