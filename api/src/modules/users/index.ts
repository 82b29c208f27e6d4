import type { ApiModule } from '../../core/module.js';
import { UserFieldsResolver } from './user-fields.resolver.js';
import { UserResolver } from './user.resolver.js';

export { resendVerificationEmail, setUserStatus } from './user-admin.service.js';
export { canAdministerUser, canSeePrivateProfile } from './user.policies.js';
export { findUser } from './user.service.js';
export { MeObject, toUserObject, UserObject, UserStatus } from './user.type.js';

/** Sign-up, profiles, universities and admin user management. */
export const usersModule: ApiModule = {
  name: 'users',
  resolvers: [UserResolver, UserFieldsResolver],
};
