import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState, type ComponentPropsWithRef, type ComponentType } from 'react';
import { useAuth } from '../../features/auth/public';
import { importWithReload } from '../../lib/chunk-reload';

/** The name the account menu goes by: the display name, else the e-mail. */
export function useAccountName(): string {
  const { me } = useAuth();
  return me?.user?.displayName ?? me?.email ?? 'Account';
}

/** The header's avatar button that opens the account menu. */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { me } = useAuth();
  const name = useAccountName();
  return (
    <UnstyledButton {...props}>
      {/* The initials are a picture of the name the button says in words. */}
      <Avatar src={me?.user?.avatar?.url} alt="" radius="xl" color="teal" name={name} aria-hidden />
      <VisuallyHidden>Account menu for {name}</VisuallyHidden>
    </UnstyledButton>
  );
}

// The menu's dropdown and its popover code (floating-ui, a focus trap) are on no first screen:
// fetched when the pointer or the focus reaches the button, mounted (and opened) by its click.
const accountMenu = () => import('./account-menu');

/** The avatar button of signed-in people; the menu itself comes with the first click. */
export function AccountMenuButton() {
  const [Menu, setMenu] = useState<ComponentType | null>(null);
  if (Menu) return <Menu />;
  const prefetch = () => void accountMenu().catch(() => undefined);
  return (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void importWithReload(accountMenu).then((m) => setMenu(() => m.AccountMenu))}
    />
  );
}
