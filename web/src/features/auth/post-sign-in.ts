import { areaHome, paths, safeRedirect, type Role } from '../../config/paths';

const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** After any sign-in, /loader decides where the person belongs (their area, or /getStarted). */
export function afterSignInPath(redirect: string | null | undefined): string {
  return withRedirect(paths.loader, safeRedirect(redirect));
}

export function getStartedPath(redirect: string | null | undefined): string {
  return withRedirect(paths.getStarted, safeRedirect(redirect));
}

/** Where a user with a role lands: the page they came for when it is in their own area. */
export function landingPath(role: Role, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  const home = areaHome[role];
  return target && (target === home || target.startsWith(`${home}/`) || target.startsWith(`${home}?`))
    ? target
    : home;
}
