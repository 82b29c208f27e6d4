// The links in account e-mails open the product's own pages, not Firebase's action page (the Auth
// emulator's is a bare JSON page): firebase-admin makes the link, and its parameters move to our
// page, whose code completes the flow with the client SDK (signInWithEmailLink, confirmPasswordReset,
// applyActionCode). The same holds on the emulator and on a real Firebase project.
import { isAppPath } from '@hostel/common';
import type { ActionLinkRequest, Sessions } from '../../core/auth.js';

/** The pages of the web app that complete each flow (web/src/config/paths.ts). */
export const ACCOUNT_PAGES = {
  signIn: '/complete-sign-in',
  action: '/signUp/newPassword',
  adminAction: '/admin/account/resetpassword',
  afterVerify: '/loader',
  signInPage: '/signUp',
} as const;

/** What the client SDK reads from an action link; everything else Firebase adds is left out. */
const CARRIED = ['mode', 'oobCode', 'apiKey', 'continueUrl', 'lang', 'tenantId'];

/** `generated` (Firebase's action link) moved to `page` of the app at `appUrl`, its own query kept. */
export function productLink(generated: string, appUrl: string, page: string): string {
  const target = new URL(page, `${appUrl}/`);
  const params = new URL(generated).searchParams;
  for (const name of CARRIED) {
    const value = params.get(name);
    if (value !== null) target.searchParams.set(name, value);
  }
  return target.toString();
}

/** `returnTo` when it is a path of this site, else null (no open redirect through an e-mail). */
export const safeReturnTo = (returnTo: string | null | undefined): string | null =>
  returnTo && returnTo.length <= 500 && isAppPath(returnTo) ? returnTo : null;

/**
 * Firebase's action link for `request`, moved to `page`; null when Firebase has no account for the
 * address (or the new address of a change is taken).
 */
export async function accountLink(
  sessions: Pick<Sessions, 'actionLink'>,
  appUrl: string,
  page: string,
  request: Omit<ActionLinkRequest, 'continueUrl'> & { continueTo: string },
): Promise<string | null> {
  const { continueTo, ...rest } = request;
  const continueUrl = new URL(continueTo, `${appUrl}/`).toString();
  const generated = await sessions.actionLink({ ...rest, continueUrl });
  return generated && productLink(generated, appUrl, page);
}
