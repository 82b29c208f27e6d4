import { areaHome, safeRedirect, type Role } from '../../config/paths';

/** Where a user with a role lands: the page they came for when it is in their own area. */
export function landingPath(role: Role, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  const home = areaHome[role]();
  return target && (target === home || target.startsWith(`${home}/`) || target.startsWith(`${home}?`))
    ? target
    : home;
}
