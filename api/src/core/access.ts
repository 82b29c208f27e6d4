// Who may run a root field, stated once on its resolver method: the roles (checked by the one
// authChecker), the API token scope (checked before the operation runs, core/scopes.ts) and the
// object-level policy its service applies to what it loads (a named function from the module's
// `*.policies.ts`, or a marker). core/__tests__/schema.test.ts fails for a root field without one.
import type { ApiScope } from '@hostel/common';
import type { GraphQLField } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { Role } from '../generated/prisma/client.js';

/** The scope of a field no API token may run (account changes, payments, moderation, ...). */
export const WEB_ONLY = 'web-only';

/**
 * The object rule when no named policy applies:
 * - `self`: it reads or writes only the viewer's own rows (the service selects them by the viewer);
 * - `public`: what it answers, anybody may see;
 * - `role`: the role is the whole rule (an admin acts on any object).
 */
export type PolicyMarker = 'self' | 'public' | 'role';
/** A named rule from a `*.policies.ts` file, which the service calls on the object it loaded. */
export type PolicyFunction = (...args: never[]) => unknown;
export type Policy = PolicyMarker | PolicyFunction;

interface Common {
  scope: ApiScope | typeof WEB_ONLY;
  policy: Policy | readonly [Policy, ...Policy[]];
}

export type AccessRule = Common &
  (
    | {
        /** The roles allowed, or any signed-up, active user. */
        roles: readonly [Role, ...Role[]] | 'signed-in';
      }
    | {
        /** No authChecker: why the field is open, and what checks the caller instead, if anything. */
        public: string;
      }
  );

/** A field's rule as the built schema carries it (`extensions.access`). */
export interface AccessDecision {
  roles: readonly Role[] | 'signed-in' | 'public';
  /** Why a public field is open. */
  reason?: string;
  scope: ApiScope | typeof WEB_ONLY;
  policies: readonly Policy[];
}

/**
 * Use on every Query, Mutation and Subscription method, e.g.
 * `@Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })`.
 */
export function Access(rule: AccessRule): MethodDecorator {
  const decision: AccessDecision = {
    roles: 'public' in rule ? 'public' : rule.roles,
    reason: 'public' in rule ? rule.public : undefined,
    scope: rule.scope,
    policies: typeof rule.policy === 'object' ? [...rule.policy] : [rule.policy as Policy],
  };
  const decorators = [
    Extensions({ access: decision }),
    ...('public' in rule ? [] : [Authorized(rule.roles === 'signed-in' ? [] : [...rule.roles])]),
  ];
  return (target, key, descriptor) => {
    for (const decorate of decorators) decorate(target, key as string, descriptor);
  };
}

/** The decision a field's `@Access` states; undefined for nested fields and undecided ones. */
export const accessOf = (field: GraphQLField<unknown, unknown>): AccessDecision | undefined =>
  field.extensions.access as AccessDecision | undefined;

/** The scope an API token needs for a field, when any token may run it. */
export function tokenScopeOf(field: GraphQLField<unknown, unknown>): ApiScope | undefined {
  const scope = accessOf(field)?.scope;
  return scope === WEB_ONLY ? undefined : scope;
}
