import { secureStorage } from '../../lib/secure-storage';

// Obfuscated local values that survive the trip through an email link or a provider popup.
const ROLE_KEY = 'signup-role';
const EMAIL_KEY = 'email-for-sign-in';

export type SignUpRole = 'STUDENT' | 'OWNER';

export async function rememberedRole(): Promise<SignUpRole | null> {
  const value = await secureStorage.get<string>(ROLE_KEY);
  return value === 'STUDENT' || value === 'OWNER' ? value : null;
}

export const rememberRole = (role: SignUpRole) => secureStorage.set(ROLE_KEY, role);
export const forgetRole = () => secureStorage.remove(ROLE_KEY);

export const rememberedEmail = () => secureStorage.get<string>(EMAIL_KEY);
export const rememberEmail = (email: string) => secureStorage.set(EMAIL_KEY, email);
export const forgetEmail = () => secureStorage.remove(EMAIL_KEY);
