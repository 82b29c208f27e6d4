import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import { int32Deprecation, SafeInt } from '../../core/safe-int.js';
import { EarningStatus, PayoutStatus } from '../../generated/prisma/client.js';

registerEnumType(EarningStatus, {
  name: 'EarningStatus',
  description: 'PENDING until 24 h after check-in, then AVAILABLE; PAID_OUT once a payout is paid.',
});
registerEnumType(PayoutStatus, { name: 'PayoutStatus' });

/** The money split every ledger figure shares: gross = net + platformFee, in minor units. */
// Never returned by a resolver itself, so never emitted; only its subclasses are.
@ObjectType()
abstract class MoneySplit {
  @Field(() => String)
  currency!: string;

  @Field(() => Int)
  gross!: number;

  @Field(() => Int)
  platformFee!: number;

  @Field(() => Int)
  net!: number;
}

@ObjectType('Earning', { description: 'One ledger entry: net + platformFee = gross, always.' })
export class EarningObject extends MoneySplit {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  reservationId!: string;

  @Field(() => String)
  reservationCode!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => EarningStatus)
  status!: EarningStatus;

  @Field(() => Date, { description: 'When the money is released to the owner.' })
  availableAt!: Date;

  @Field(() => ID, { nullable: true })
  payoutId!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class EarningConnection extends Connection(EarningObject, 'Earning') {}

@ObjectType('EarningTotals', { description: 'Net amounts in one currency.' })
export class EarningTotalsObject {
  @Field(() => String)
  currency!: string;

  @Field(() => SafeInt, { description: 'Net not yet available (until 24 h after check-in), minor units.' })
  pendingAmount!: number;

  @Field(() => SafeInt, { description: 'Net ready to be requested as a payout, minor units.' })
  availableAmount!: number;

  @Field(() => SafeInt, { description: 'Net in payout requests not yet paid, minor units.' })
  requestedAmount!: number;

  @Field(() => SafeInt, { description: 'Net paid out to the owner, minor units.' })
  paidOutAmount!: number;

  @Field(() => Int, { deprecationReason: int32Deprecation('pendingAmount') })
  pending!: number;

  @Field(() => Int, {
    description: 'Ready to be requested as a payout.',
    deprecationReason: int32Deprecation('availableAmount'),
  })
  available!: number;

  @Field(() => Int, {
    description: 'In a payout request not yet paid.',
    deprecationReason: int32Deprecation('requestedAmount'),
  })
  requested!: number;

  @Field(() => Int, { deprecationReason: int32Deprecation('paidOutAmount') })
  paidOut!: number;

  @Field(() => Date, {
    nullable: true,
    description: 'When the next pending earning becomes available (24 h after its check-in), if any.',
  })
  nextAvailableAt!: Date | null;
}

@ObjectType('EarningMonth', { description: "The owner's money of one month in one currency." })
export class EarningMonthObject {
  @Field(() => String, {
    description: 'YYYY-MM, the month of the payment where the hostel is (its time zone)',
  })
  month!: string;

  @Field(() => String, { description: 'ISO 4217 code of the amounts.' })
  currency!: string;

  @Field(() => SafeInt, { description: 'What students paid, minor units: net + platform fee.' })
  grossAmount!: number;

  @Field(() => SafeInt, { description: "The platform's fee, minor units." })
  platformFeeAmount!: number;

  @Field(() => SafeInt, { description: "The owner's share, minor units." })
  netAmount!: number;

  @Field(() => Int, { deprecationReason: int32Deprecation('grossAmount') })
  gross!: number;

  @Field(() => Int, { deprecationReason: int32Deprecation('platformFeeAmount') })
  platformFee!: number;

  @Field(() => Int, { deprecationReason: int32Deprecation('netAmount') })
  net!: number;
}

@ObjectType('EarningsSummary')
export class EarningsSummaryObject {
  @Field(() => [EarningTotalsObject])
  totals!: EarningTotalsObject[];

  @Field(() => [EarningMonthObject])
  byMonth!: EarningMonthObject[];
}

@ObjectType('Payout')
export class PayoutObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ownerId!: string;

  @Field(() => Int)
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => PayoutStatus)
  status!: PayoutStatus;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class PayoutConnection extends Connection(PayoutObject, 'Payout') {}

@InputType()
export class EarningFilterInput {
  @Field(() => EarningStatus, { nullable: true, description: 'Only earnings in this status.' })
  status?: EarningStatus | null;

  @Field(() => Date, { nullable: true, description: 'Created at or after.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created before.' })
  to?: Date | null;
}

@ArgsType()
export class EarningListArgs extends ConnectionArgs {
  @Field(() => EarningFilterInput, { nullable: true, description: 'Which earnings; all when omitted.' })
  filter?: EarningFilterInput | null;
}

@ArgsType()
export class PayoutListArgs extends ConnectionArgs {
  @Field(() => PayoutStatus, { nullable: true, description: 'Only payouts in this status.' })
  status?: PayoutStatus | null;
}
