import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { areaHome, paths } from '../../config/paths';
import { useAuth } from '../../features/auth/public';

const settingsOf = {
  STUDENT: paths.student.accountSetting(),
  OWNER: paths.owner.accountSetting(),
  ADMIN: null,
};

export function AccountMenu() {
  const { me, signOut } = useAuth();
  const navigate = useNavigate();
  const user = me?.user;
  const name = user?.displayName ?? me?.email ?? 'Account';
  const settings = user ? settingsOf[user.role] : null;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton>
          {/* The initials are a picture of the name the button says in words. */}
          <Avatar src={user?.avatar?.url} alt="" radius="xl" color="teal" name={name} aria-hidden />
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {user ? (
          <Menu.Item
            component={Link}
            to={areaHome[user.role]()}
            leftSection={<IconLayoutDashboard size={16} />}
          >
            My area
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to={paths.getStarted()} leftSection={<IconLayoutDashboard size={16} />}>
            Finish sign-up
          </Menu.Item>
        )}
        {settings && (
          <Menu.Item component={Link} to={settings} leftSection={<IconSettings size={16} />}>
            Account settings
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={async () => {
            await signOut();
            navigate(paths.home());
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
