import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Gender, Role, UserStatus, type University, type User } from '../../generated/prisma/client.js';
import { Connection } from '../../core/pagination.js';

export { Gender, Role, UserStatus };

registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do on the platform.',
  valuesConfig: {
    STUDENT: { description: 'Searches hostels, requests and pays for stays, writes reviews.' },
    OWNER: { description: 'Lists hostels and answers their reservations; receives payouts.' },
    ADMIN: {
      description:
        'Runs the platform: moderation, users, support, settings. Appointed, never chosen at sign-up.',
    },
  },
});
registerEnumType(UserStatus, {
  name: 'UserStatus',
  description: 'SUSPENDED users are refused everywhere.',
  valuesConfig: {
    ACTIVE: { description: 'May use the platform.' },
    SUSPENDED: { description: 'Suspended by an admin (see suspendedReason): every request is refused.' },
  },
});
registerEnumType(Gender, {
  name: 'Gender',
  valuesConfig: {
    FEMALE: { description: 'Female.' },
    MALE: { description: 'Male.' },
    OTHER: { description: 'Another gender.' },
    UNDISCLOSED: { description: 'Prefers not to say.' },
  },
  description: 'A user’s gender, as they gave it; private to them and admins.',
});

/** The roles a person may choose at sign-up; ADMIN is deliberately absent (admins are appointed). */
export const SignUpRole = { STUDENT: Role.STUDENT, OWNER: Role.OWNER } as const;
export type SignUpRole = (typeof SignUpRole)[keyof typeof SignUpRole];
registerEnumType(SignUpRole, {
  name: 'SignUpRole',
  description: 'STUDENT or OWNER; admins are appointed.',
  valuesConfig: {
    STUDENT: { description: 'A student looking for a hostel.' },
    OWNER: { description: 'A hostel owner or manager listing hostels.' },
  },
});

@ObjectType('University', { description: 'A university students attend; hostels are searched near it.' })
export class UniversityObject {
  @Field(() => ID, { description: 'Unique identifier of the university.' })
  id!: string;

  @Field(() => String, { description: 'Name of the university.' })
  name!: string;

  @Field(() => String, { description: 'Unique, URL-safe name of the university.' })
  slug!: string;

  @Field(() => String, { description: 'City of the university.' })
  city!: string;

  @Field(() => String, { description: 'Country of the university.' })
  country!: string;

  @Field(() => Float, { description: 'Latitude of its campus in decimal degrees (WGS 84).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of its campus in decimal degrees (WGS 84).' })
  longitude!: number;
}

export const toUniversityObject = (row: University): UniversityObject => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  city: row.city,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
});

/**
 * A user as others see them. Contact, personal and payout details are resolved by
 * UserFieldsResolver, which answers null unless the viewer is that user or an admin. The row is
 * kept (undecorated) so field resolvers can read it; it is never serialised as it is.
 */
@ObjectType('User', {
  description:
    'A person on the platform (student, owner or admin); private fields are null for other viewers.',
})
export class UserObject {
  @Field(() => ID, { description: 'Unique identifier of the user.' })
  id!: string;

  @Field(() => String, { description: 'Public name of the user (2 to 80 characters).' })
  displayName!: string;

  @Field(() => Role, { description: 'What the user may do on the platform.' })
  role!: Role;

  @Field(() => UserStatus, { description: 'Whether the account is active or suspended.' })
  status!: UserStatus;

  @Field(() => String, { nullable: true, description: 'Business name shown on an owner’s listings.' })
  businessName!: string | null;

  @Field(() => Date, { description: 'When the user completed sign-up.' })
  createdAt!: Date;

  row!: User;
}

export const toUserObject = (row: User): UserObject => ({
  id: row.id,
  displayName: row.displayName,
  role: row.role,
  status: row.status,
  businessName: row.businessName,
  createdAt: row.createdAt,
  row,
});

@ObjectType({ description: 'A page of users (Relay connection).' })
export class UserConnection extends Connection(UserObject, 'User') {}

@ObjectType('Me', {
  description:
    'The signed-in Firebase identity. `signUpCompleted` is false (and role and user are null) until completeSignUp.',
})
export class MeObject {
  @Field(() => ID, { description: 'The Firebase user id.' })
  uid!: string;

  @Field(() => String, {
    nullable: true,
    description: 'E-mail address of the sign-in account; null when it has none (e.g. a phone sign-in).',
  })
  email!: string | null;

  @Field(() => Boolean, { description: 'Whether the sign-in provider verified the e-mail address.' })
  emailVerified!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Phone number of the sign-in account (E.164); null when none.',
  })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The name the sign-in provider knows.' })
  name!: string | null;

  @Field(() => Boolean, { description: 'Whether completeSignUp has made the platform user.' })
  signUpCompleted!: boolean;

  @Field(() => Role, { nullable: true, description: 'Your role; null until sign-up is completed.' })
  role!: Role | null;

  @Field(() => UserObject, { nullable: true, description: 'Your user; null until sign-up is completed.' })
  user!: UserObject | null;
}
