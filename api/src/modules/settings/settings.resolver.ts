import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { getSettings, updateSettings, type Settings } from './settings.service.js';
import { SettingsObject, UpdateSettingsInput } from './settings.types.js';

@Authorized()
@Resolver()
export class SettingsResolver {
  @Query(() => SettingsObject, { description: 'Platform settings (fee, currency, hold times).' })
  platformSettings(@Ctx() ctx: Context) {
    return getSettings(ctx.db);
  }

  @Authorized('ADMIN')
  @Mutation(() => SettingsObject, { description: 'Changes the given settings; audited.' })
  async updateSettings(
    @Arg('input', () => UpdateSettingsInput) input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ) {
    const settings = await updateSettings(ctx.db, requireActiveUser(ctx.viewer), input as Partial<Settings>);
    ctx.rateLimits.settingsChanged();
    return settings;
  }
}
