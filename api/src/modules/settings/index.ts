import type { ApiModule } from '../../core/module.js';
import { SettingsResolver } from './settings.resolver.js';

export { getSettings, settingsFrom, settingsIn, type Settings } from './settings.service.js';

/** Platform settings (fee, currency, hold times). */
export const settingsModule: ApiModule = {
  name: 'settings',
  resolvers: [SettingsResolver],
};
