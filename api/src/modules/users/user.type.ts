import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Gender, Role, UserStatus, type University, type User } from '../../generated/prisma/client.js';
import { Connection } from '../../core/pagination.js';

export { Gender, Role, UserStatus };

registerEnumType(Role, { name: 'Role', description: 'What a user may do on the platform.' });
registerEnumType(UserStatus, { name: 'UserStatus', description: 'SUSPENDED users are refused everywhere.' });
registerEnumType(Gender, { name: 'Gender' });

/** The roles a person may choose at sign-up; ADMIN is deliberately absent (admins are appointed). */
export const SignUpRole = { STUDENT: Role.STUDENT, OWNER: Role.OWNER } as const;
export type SignUpRole = (typeof SignUpRole)[keyof typeof SignUpRole];
registerEnumType(SignUpRole, { name: 'SignUpRole', description: 'STUDENT or OWNER; admins are appointed.' });

@ObjectType('University')
export class UniversityObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  country!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
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
@ObjectType('User')
export class UserObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => Role)
  role!: Role;

  @Field(() => UserStatus)
  status!: UserStatus;

  @Field(() => String, { nullable: true, description: 'Business name shown on an owner’s listings.' })
  businessName!: string | null;

  @Field(() => Date)
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

@ObjectType()
export class UserConnection extends Connection(UserObject, 'User') {}

@ObjectType('Me', {
  description:
    'The signed-in Firebase identity. `signUpCompleted` is false (and role and user are null) until completeSignUp.',
})
export class MeObject {
  @Field(() => ID, { description: 'The Firebase user id.' })
  uid!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Boolean)
  emailVerified!: boolean;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The name the sign-in provider knows.' })
  name!: string | null;

  @Field(() => Boolean)
  signUpCompleted!: boolean;

  @Field(() => Role, { nullable: true })
  role!: Role | null;

  @Field(() => UserObject, { nullable: true })
  user!: UserObject | null;
}
