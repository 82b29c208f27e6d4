import type { ApiModule } from '../../core/module.js';
import { ApiClientFieldsResolver } from './api-client-fields.resolver.js';
import { ApiClientResolver } from './api-client.resolver.js';

/** Integrators' credentials (API clients); the tokens they hold are resolved in core/api-tokens.ts. */
export const developersModule: ApiModule = {
  name: 'developers',
  resolvers: [ApiClientResolver, ApiClientFieldsResolver],
};
