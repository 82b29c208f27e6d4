import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import * as accountEmails from './account-email.service.js';
import { Access } from '../../core/access.js';

const LOCALE = { description: 'The browser’s language (e.g. fr-FR), used when your account has none.' };

// Account e-mails the product sends itself. The public ones answer true for every valid address,
// with or without an account; each is limited per address and per client address (RATE_LIMITED).
@Resolver()
export class AccountEmailResolver {
  @Access({
    public: 'signing in: anybody may ask; limited per address and IP, same answer for all',
    scope: 'web-only',
    policy: 'public',
  })
  @Mutation(() => Boolean, {
    description: 'E-mails a link that signs in (or signs up) the address; answers true for every address.',
  })
  sendSignInLink(
    @Arg('email', () => String, { description: 'The address to sign in.' }) email: string,
    @Arg('returnTo', () => String, { nullable: true, description: 'A path of this site to open after.' })
    returnTo: string | null,
    @Arg('locale', () => String, { nullable: true, ...LOCALE }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accountEmails.sendSignInLink(ctx, { email, returnTo, locale });
  }

  @Access({
    public: 'signed out by nature; limited per address and IP, same answer for all',
    scope: 'web-only',
    policy: 'public',
  })
  @Mutation(() => Boolean, {
    description:
      'E-mails a link to choose a new password if the address has an account; answers true either way.',
  })
  sendPasswordReset(
    @Arg('email', () => String, { description: 'The account’s address.' }) email: string,
    @Arg('locale', () => String, { nullable: true, ...LOCALE }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accountEmails.sendPasswordReset(ctx, { email, locale });
  }

  @Access({
    public: 'needs a Firebase identity, not a user row (sent at registration); the service checks it',
    scope: 'web-only',
    policy: 'self',
  })
  @Mutation(() => Boolean, {
    description:
      'E-mails your own address a link that confirms it (signed in; sign-up need not be finished).',
  })
  sendEmailVerification(
    @Arg('locale', () => String, { nullable: true, ...LOCALE }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accountEmails.sendEmailVerification(ctx, ctx.viewer, { locale });
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => Boolean, {
    description:
      'E-mails the new address a link that makes it yours once opened (a recent sign-in needed; FORBIDDEN with reason RECENT_SIGN_IN_REQUIRED otherwise). Your old address is told when it changes.',
  })
  requestEmailChange(
    @Arg('newEmail', () => String, { description: 'The address to move to.' }) newEmail: string,
    @Arg('locale', () => String, { nullable: true, ...LOCALE }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accountEmails.requestEmailChange(ctx, ctx.viewer, { newEmail, locale });
  }
}
