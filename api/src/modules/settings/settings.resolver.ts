import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import {
  exchangeRatesFrom,
  getSettings,
  payoutMinimumsFrom,
  updateSettings,
  type Settings,
} from './settings.service.js';
import { SettingsObject, UpdateSettingsInput } from './settings.types.js';
import { Access } from '../../core/access.js';

/** The stored table of rates (by currency) as the list the schema shows, sorted by code. */
const toObject = (settings: Settings): SettingsObject => ({
  ...settings,
  exchangeRates: Object.entries(settings.exchangeRates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rate]) => ({ currency, rate })),
  payoutMinimums: Object.entries(settings.payoutMinimums)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount })),
});

@Resolver()
export class SettingsResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'public' })
  @Query(() => SettingsObject, { description: 'Platform settings (fee, currency, hold times).' })
  async platformSettings(@Ctx() ctx: Context) {
    return toObject(await getSettings(ctx.db));
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => SettingsObject, { description: 'Changes the given settings; audited.' })
  async updateSettings(
    @Arg('input', () => UpdateSettingsInput, { description: 'The settings to change.' })
    input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ) {
    const { exchangeRates, payoutMinimums, ...rest } = input;
    const settings = await updateSettings(ctx.db, requireActiveUser(ctx.viewer), {
      ...(rest as Partial<Settings>),
      ...(exchangeRates && { exchangeRates: exchangeRatesFrom(exchangeRates) }),
      ...(payoutMinimums && { payoutMinimums: payoutMinimumsFrom(payoutMinimums) }),
    });
    ctx.rateLimits.settingsChanged();
    return toObject(settings);
  }
}
