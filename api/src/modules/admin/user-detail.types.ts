import { Field, ObjectType } from 'type-graphql';
import type { Hostel, Reservation } from '../../generated/prisma/client.js';
import { HostelObject } from '../hostels/index.js';
import { ReservationObject } from '../reservations/index.js';
import { ReviewObject } from '../reviews/index.js';
import { SupportTicketObject } from '../support/index.js';
import { UserObject } from '../users/index.js';
import { AuditEntryObject } from './audit.types.js';

@ObjectType('SignInAccount', { description: 'What the sign-in service (Firebase) knows of a user.' })
export class SignInAccountObject {
  @Field(() => [String], { description: 'password, google.com, facebook.com, phone, ...' })
  providers!: string[];

  @Field(() => Boolean, { description: 'Whether the e-mail address is verified.' })
  emailVerified!: boolean;

  @Field(() => Boolean, { description: 'Whether the sign-in service has disabled the account.' })
  disabled!: boolean;

  @Field(() => Date, { nullable: true, description: 'When they last signed in; null if never.' })
  lastSignInAt!: Date | null;
}

/** A user's page in the admin console: each list holds the newest items (see ADMIN_USER_ITEMS). */
@ObjectType('AdminUserDetail', {
  description: 'A user’s page in the admin console; each list holds their newest items.',
})
export class AdminUserDetailObject {
  @Field(() => UserObject, { description: 'The user.' })
  user!: UserObject;

  @Field(() => SignInAccountObject, {
    nullable: true,
    description: 'Null when the sign-in service no longer knows them.',
  })
  signIn!: SignInAccountObject | null;

  @Field(() => [ReservationObject], { description: 'As the student or as the hostels’ owner.' })
  reservations!: Reservation[]; // resolved from the row, like every Reservation

  @Field(() => [HostelObject], { description: 'Hostels they own (up to 20, newest first).' })
  hostels!: Hostel[]; // resolved from the row, like every Hostel

  @Field(() => [SupportTicketObject], { description: 'Tickets they opened.' })
  tickets!: SupportTicketObject[];

  @Field(() => [ReviewObject], { description: 'Reviews they wrote.' })
  reviews!: ReviewObject[];

  @Field(() => [AuditEntryObject], { description: 'What admins (and the system) did to this account.' })
  auditTrail!: AuditEntryObject[];
}
