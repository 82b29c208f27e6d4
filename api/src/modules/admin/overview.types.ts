import { Field, Int, ObjectType } from 'type-graphql';
import { int32Deprecation, SafeInt } from '../../core/safe-int.js';

@ObjectType('CountByKey', { description: 'How many rows have this value (a role, a status).' })
export class CountByKeyObject {
  @Field(() => String, { description: 'The value counted, e.g. OWNER or PAID.' })
  key!: string;

  @Field(() => Int, { description: 'How many rows have it.' })
  count!: number;
}

@ObjectType('MoneyMonth', { description: 'Money of one calendar month (UTC) in one currency, minor units.' })
export class MoneyMonthObject {
  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;

  @Field(() => String, { description: 'ISO 4217 code of the amounts.' })
  currency!: string;

  @Field(() => SafeInt, { description: 'Gross booking value: payments taken, before refunds.' })
  grossAmount!: number;

  @Field(() => SafeInt, { description: 'Platform fees kept (less the refunded shares).' })
  platformFeesAmount!: number;

  @Field(() => SafeInt, { description: 'Refunds paid back.' })
  refundsAmount!: number;

  @Field(() => Int, {
    description: 'Gross booking value: payments taken, before refunds.',
    deprecationReason: int32Deprecation('grossAmount'),
  })
  gross!: number;

  @Field(() => Int, {
    description: 'Platform fees kept (less the refunded shares).',
    deprecationReason: int32Deprecation('platformFeesAmount'),
  })
  platformFees!: number;

  @Field(() => Int, {
    description: 'Refunds paid back.',
    deprecationReason: int32Deprecation('refundsAmount'),
  })
  refunds!: number;
}

@ObjectType('AdminOverview', { description: 'The platform at a glance.' })
export class AdminOverviewObject {
  @Field(() => [CountByKeyObject], { description: 'Accounts by role (STUDENT, OWNER, ADMIN).' })
  usersByRole!: CountByKeyObject[];

  @Field(() => Int, { description: 'Accounts made in the last 7 days.' })
  signUps7Days!: number;

  @Field(() => Int, { description: 'Accounts made in the last 30 days.' })
  signUps30Days!: number;

  @Field(() => Int, { description: 'Hostels published now.' })
  publishedHostels!: number;

  @Field(() => Int, { description: 'Listings waiting for review.' })
  listingsWaiting!: number;

  @Field(() => [CountByKeyObject], { description: 'Reservations by status.' })
  reservationsByStatus!: CountByKeyObject[];

  @Field(() => [MoneyMonthObject], { description: 'The last 12 months with any money, oldest first.' })
  moneyByMonth!: MoneyMonthObject[];

  @Field(() => Int, { description: 'Support tickets open or in progress.' })
  openTickets!: number;

  @Field(() => Int, { description: 'Payouts owners requested that are not paid yet.' })
  payoutsRequested!: number;
}
