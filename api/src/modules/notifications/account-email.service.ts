// The account e-mails people ask for: a sign-in link, a password reset, a verification link and an
// e-mail change. Each is limited per address and per client address, and the public ones answer the
// same whether or not the address has an account (nobody learns who is signed up from them).
import { canonicalLocale } from '@hostel/common';
import { lockActiveUser } from '../../core/acting-user.js';
import { requireActiveUser, requireRecentSignIn, type Viewer } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import type { SqlQuery } from '../../core/db.js';
import type { User } from '../../generated/prisma/client.js';
import { badUserInput, conflict, unauthenticated } from '../../core/errors.js';
import { queueAccountEmail, type AccountEmailInput } from './account-email.js';
import { userByEmail } from './account-email.sql.js';
import { accountLink, ACCOUNT_PAGES, safeReturnTo } from './account-links.js';

export type AccountEmailDeps = Pick<Context, 'db' | 'config' | 'sessions' | 'rateLimits' | 'address'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as Firebase keeps it (lower case), or BAD_USER_INPUT on `field`. */
function addressOf(value: string, field: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email))
    throw badUserInput('Enter a valid email address.', { [field]: 'Enter a valid email address.' });
  return email;
}

/** Five a minute per address, and a wider limit per client address (core/rate-limits.ts). */
async function limit(deps: AccountEmailDeps, email: string): Promise<void> {
  if (deps.address) await deps.rateLimits.consume('accountEmailsPerIp', deps.address);
  await deps.rateLimits.consume('accountEmailsPerAddress', email);
}

/** The reader's language: their stored locale, else the browser's sent with the request. */
const localeOf = (user: Pick<User, 'locale'> | null | undefined, given: string | null | undefined) =>
  user?.locale ?? (given ? canonicalLocale(given) : null);

const queue = (deps: AccountEmailDeps, input: AccountEmailInput) =>
  queueAccountEmail((statement) => deps.db.query(statement), input);

/**
 * A sign-in link to any address, as Firebase does: signing in with it makes the account of an
 * address that has none (passwordless sign-up), so it goes to every valid address.
 */
export async function sendSignInLink(
  deps: AccountEmailDeps,
  args: { email: string; returnTo?: string | null; locale?: string | null },
): Promise<boolean> {
  const email = addressOf(args.email, 'email');
  await limit(deps, email);
  const returnTo = safeReturnTo(args.returnTo);
  const page = returnTo
    ? `${ACCOUNT_PAGES.signIn}?redirect=${encodeURIComponent(returnTo)}`
    : ACCOUNT_PAGES.signIn;
  const link = await accountLink(deps.sessions, deps.config.email.appUrl, page, {
    kind: 'SIGN_IN',
    email,
    continueTo: page,
  });
  const user = await userByEmail(deps.db.query, email);
  if (link)
    await queue(deps, {
      template: 'SIGN_IN_LINK',
      to: email,
      userId: user?.id ?? null,
      locale: localeOf(user, args.locale),
      link,
    });
  return true;
}

/** A reset link, queued only when Firebase has an account for the address; the answer is the same. */
export async function sendPasswordReset(
  deps: AccountEmailDeps,
  args: { email: string; locale?: string | null },
): Promise<boolean> {
  const email = addressOf(args.email, 'email');
  await limit(deps, email);
  const user = await userByEmail(deps.db.query, email);
  // An admin resets on the admin console's page, which signs in to the console afterwards.
  const page = user?.role === 'ADMIN' ? ACCOUNT_PAGES.adminAction : ACCOUNT_PAGES.action;
  const link = await accountLink(deps.sessions, deps.config.email.appUrl, page, {
    kind: 'PASSWORD_RESET',
    email,
    continueTo: ACCOUNT_PAGES.signInPage,
  });
  if (link)
    await queue(deps, {
      template: 'PASSWORD_RESET',
      to: email,
      userId: user?.id ?? null,
      locale: localeOf(user, args.locale),
      link,
    });
  return true;
}

/** A link that verifies the signed-in identity's own address (before sign-up is finished too). */
export async function sendEmailVerification(
  deps: AccountEmailDeps,
  viewer: Viewer | null,
  args: { locale?: string | null },
): Promise<boolean> {
  if (!viewer || viewer.apiClient) throw unauthenticated();
  if (!viewer.email) throw conflict('Your account has no e-mail address.');
  if (viewer.emailVerified) throw conflict('Your e-mail address is confirmed already.');
  await limit(deps, viewer.email);
  await queueVerificationEmail(deps, (statement) => deps.db.query(statement), {
    email: viewer.email,
    userId: viewer.user?.id ?? null,
    locale: localeOf(viewer.user, args.locale),
  });
  return true;
}

/**
 * The verification e-mail of an address, with a link to the product's own page, queued through
 * `sql` (an admin's resend passes its transaction, so the e-mail commits with the audit entry).
 */
export async function queueVerificationEmail(
  deps: Pick<AccountEmailDeps, 'sessions' | 'config'>,
  sql: SqlQuery,
  to: { email: string; userId: string | null; locale: string | null },
): Promise<void> {
  const link = await accountLink(deps.sessions, deps.config.email.appUrl, ACCOUNT_PAGES.action, {
    kind: 'VERIFY_EMAIL',
    email: to.email,
    continueTo: ACCOUNT_PAGES.afterVerify,
  });
  if (link)
    await queueAccountEmail(sql, {
      template: 'VERIFY_EMAIL',
      to: to.email,
      userId: to.userId,
      locale: to.locale,
      link,
    });
}

/**
 * Sends the new address a link that makes it the account's once opened (a recent sign-in needed,
 * as for a password). The old address is told when the change lands (a trigger on "User").
 */
export async function requestEmailChange(
  deps: AccountEmailDeps,
  viewer: Viewer | null,
  args: { newEmail: string; locale?: string | null },
): Promise<boolean> {
  const user = requireActiveUser(viewer);
  requireRecentSignIn(viewer);
  const current = viewer!.email ?? user.email;
  if (!current) throw conflict('Your account has no e-mail address to change; sign in with one first.');
  const newEmail = addressOf(args.newEmail, 'newEmail');
  if (newEmail === current)
    throw badUserInput('This is your e-mail address already.', {
      newEmail: 'This is your e-mail address already.',
    });
  await limit(deps, newEmail);
  // A taken address gets nothing and the same answer: the form must not tell who has an account.
  const link = await accountLink(deps.sessions, deps.config.email.appUrl, ACCOUNT_PAGES.action, {
    kind: 'CHANGE_EMAIL',
    email: current,
    newEmail,
    continueTo: ACCOUNT_PAGES.afterVerify,
  });
  if (link)
    await deps.db.transaction(async (sql) => {
      await lockActiveUser(sql, user.id);
      await queueAccountEmail(sql, {
        template: 'EMAIL_CHANGE',
        to: newEmail,
        userId: user.id,
        locale: localeOf(user, args.locale),
        link,
      });
    });
  return true;
}
