import type { ApiModule } from '../../core/module.js';
import { UserFieldsResolver } from './user-fields.resolver.js';
import { UserResolver } from './user.resolver.js';

/** Sign-up, profiles, universities and admin user management. */
export const usersModule: ApiModule = {
  name: 'users',
  resolvers: [UserResolver, UserFieldsResolver],
};
