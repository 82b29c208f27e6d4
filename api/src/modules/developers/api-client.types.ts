import { API_SCOPE_DESCRIPTIONS, API_SCOPE_NAMES, API_SCOPES, type ApiScopeName } from '@hostel/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The scopes as a GraphQL enum (GraphQL names cannot hold the ':' of `listings:read`). */
export const ApiScopeEnum = Object.fromEntries(API_SCOPE_NAMES.map((name) => [name, name])) as {
  [K in ApiScopeName]: K;
};

registerEnumType(ApiScopeEnum, {
  name: 'ApiScope',
  description:
    'What an API token may do, on its owner’s objects only. The docs name them `listings:read` and so on.',
  valuesConfig: Object.fromEntries(
    API_SCOPE_NAMES.map((name) => [
      name,
      { description: `\`${API_SCOPES[name]}\`: ${API_SCOPE_DESCRIPTIONS[name]}` },
    ]),
  ),
});

@ObjectType('ApiClient', {
  description:
    'An integrator’s credential: its token acts as you, limited to its scopes. The secret is never shown again.',
})
export class ApiClientObject {
  @Field(() => ID, { description: 'Unique identifier of the API client.' })
  id!: string;

  @Field(() => String, { description: 'Your name for the client (2 to 80 characters).' })
  name!: string;

  @Field(() => [ApiScopeEnum], { description: 'What its token may do.' })
  scopes!: ApiScopeName[];

  @Field(() => [String], { description: 'Browser origins that may use the token; empty = any origin.' })
  allowedOrigins!: string[];

  @Field(() => String, { description: 'The first characters of the token, to tell tokens apart.' })
  tokenPrefix!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the token was last replaced.' })
  rotatedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last request made with the token (to the minute).' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set once revoked; the token is refused from then on.' })
  revokedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'The token is refused from then on (401, `error_description="The token expired"`); null = never.',
  })
  expiresAt!: Date | null;
}

@ObjectType('ApiClientUsageDay', {
  description: 'Requests made with a token on one UTC day (counts can lag a few seconds).',
})
export class ApiClientUsageDayObject {
  @Field(() => String, { description: 'The UTC day, YYYY-MM-DD.' })
  day!: string;

  @Field(() => Int, { description: 'Requests made with the token, refused ones included.' })
  requests!: number;

  @Field(() => Int, { description: 'Of those, the ones refused: 401, 403 or 429.' })
  refusals!: number;
}

@ObjectType('ApiClientSecret', {
  description: 'A client with its secret token, returned once when made or rotated.',
})
export class ApiClientSecretObject {
  @Field(() => ApiClientObject, { description: 'The API client.' })
  client!: ApiClientObject;

  @Field(() => String, {
    description: 'Send as `Authorization: Bearer <token>`. Store it now: it is not shown again.',
  })
  token!: string;
}

@InputType({ description: 'A new API client.' })
export class CreateApiClientInput {
  @Field(() => String, { description: 'Your name for the client, 2 to 80 characters.' })
  name!: string;

  @Field(() => [ApiScopeEnum], { description: 'What its token may do (at least one scope).' })
  scopes!: ApiScopeName[];

  @Field(() => [String], {
    nullable: true,
    description: 'Browser origins (scheme, host, optional port) that may use the token; none = any.',
  })
  allowedOrigins?: string[] | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the token stops working (in the future); none = never. The settings screen suggests 90 days.',
  })
  expiresAt?: Date | null;
}
