import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { areaHome, paths } from '../../config/paths';
import { useAuth, useSignOut } from '../../features/auth/public';
import { AccountButton, useAccountName } from './account-button';

const settingsOf = {
  STUDENT: paths.student.accountSetting(),
  OWNER: paths.owner.accountSetting(),
  ADMIN: null,
};

/** Mounted by the click on the header's avatar button that loaded this chunk (account-button.tsx). */
export function AccountMenu() {
  const { me } = useAuth();
  const signOut = useSignOut();
  const user = me?.user;
  const name = useAccountName();
  const settings = user ? settingsOf[user.role] : null;
  const target = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);
  useEffect(() => {
    // The click that loaded this chunk goes on to the menu's own button, focused first so that the
    // menu gives focus back to it when it closes (once: StrictMode runs effects twice).
    if (replayed.current) return;
    replayed.current = true;
    target.current?.focus();
    target.current?.click();
  }, []);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <AccountButton ref={target} />
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
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
