import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import { int32Deprecation, SafeInt } from '../../core/safe-int.js';
import { EarningStatus, PayoutStatus } from '../../generated/prisma/client.js';

registerEnumType(EarningStatus, {
  name: 'EarningStatus',
  description: 'PENDING until 24 h after check-in, then AVAILABLE; PAID_OUT once a payout is paid.',
  valuesConfig: {
    PENDING: { description: 'Paid; held by the platform until 24 hours after check-in.' },
    AVAILABLE: { description: 'Released: can be requested as a payout.' },
    PAID_OUT: { description: 'Included in a payout that was paid.' },
    CANCELLED: { description: 'Fully refunded: nothing is owed to the owner.' },
  },
});
registerEnumType(PayoutStatus, {
  name: 'PayoutStatus',
  valuesConfig: {
    REQUESTED: {
      description: 'Requested by the owner or made by the schedule; not yet handed to the provider.',
    },
    SENT: { description: 'Handed to the payout provider; its event says paid, failed or reversed.' },
    PAID: {
      description: 'The provider paid it into the owner’s payout method (or an admin recorded it paid).',
    },
    FAILED: { description: 'The transfer failed: its earnings are payable again.' },
    REVERSED: { description: 'Paid, then returned by the bank or network: its earnings are payable again.' },
  },
  description: 'Where a payout request is.',
});

/** The money split every ledger figure shares: gross = net + platformFee, in minor units. */
// Never returned by a resolver itself, so never emitted; only its subclasses are.
@ObjectType()
abstract class MoneySplit {
  @Field(() => String, { description: 'ISO 4217 code of the amounts, e.g. GHS.' })
  currency!: string;

  @Field(() => Int, { description: 'What the student paid, less refunds, in minor units.' })
  gross!: number;

  @Field(() => Int, { description: 'The platform’s fee taken from gross, in minor units.' })
  platformFee!: number;

  @Field(() => Int, { description: 'What the owner receives: gross less the platform fee, in minor units.' })
  net!: number;
}

@ObjectType('Earning', { description: 'One ledger entry: net + platformFee = gross, always.' })
export class EarningObject extends MoneySplit {
  @Field(() => ID, { description: 'Unique identifier of the ledger entry.' })
  id!: string;

  @Field(() => ID, { description: 'The paid reservation it comes from.' })
  reservationId!: string;

  @Field(() => String, { description: 'Short code of the reservation.' })
  reservationCode!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => EarningStatus, { description: 'Where the money is: held, available, paid out or cancelled.' })
  status!: EarningStatus;

  @Field(() => Date, { description: 'When the money is released to the owner.' })
  availableAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The payout that includes it; null until requested.' })
  payoutId!: string | null;

  @Field(() => Date, {
    description: 'When the reservation was paid (the ledger is ordered and filtered by it).',
  })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of ledger entries (Relay connection).' })
export class EarningConnection extends Connection(EarningObject, 'Earning') {}

@ObjectType('EarningTotals', { description: 'Net amounts in one currency.' })
export class EarningTotalsObject {
  @Field(() => String, { description: 'ISO 4217 code of the amounts.' })
  currency!: string;

  @Field(() => SafeInt, { description: 'Net not yet available (until 24 h after check-in), minor units.' })
  pendingAmount!: number;

  @Field(() => SafeInt, { description: 'Net ready to be requested as a payout, minor units.' })
  availableAmount!: number;

  @Field(() => SafeInt, { description: 'Net in payout requests not yet paid, minor units.' })
  requestedAmount!: number;

  @Field(() => SafeInt, { description: 'Net paid out to the owner, minor units.' })
  paidOutAmount!: number;

  @Field(() => Int, {
    description: 'Net held until 24 hours after check-in, in minor units.',
    deprecationReason: int32Deprecation('pendingAmount'),
  })
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

  @Field(() => Int, {
    description: 'Net already paid out, in minor units.',
    deprecationReason: int32Deprecation('paidOutAmount'),
  })
  paidOut!: number;

  @Field(() => Date, {
    nullable: true,
    description: 'When the next pending earning becomes available (24 h after its check-in), if any.',
  })
  nextAvailableAt!: Date | null;
}

@ObjectType('EarningMonth', { description: 'Ledger amounts of one month and currency.' })
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

  @Field(() => Int, {
    description: 'What students paid, minor units.',
    deprecationReason: int32Deprecation('grossAmount'),
  })
  gross!: number;

  @Field(() => Int, {
    description: "The platform's fee, minor units.",
    deprecationReason: int32Deprecation('platformFeeAmount'),
  })
  platformFee!: number;

  @Field(() => Int, {
    description: "The owner's share, minor units.",
    deprecationReason: int32Deprecation('netAmount'),
  })
  net!: number;
}

@ObjectType('EarningsSummary', { description: 'An owner’s totals per currency and net by month.' })
export class EarningsSummaryObject {
  @Field(() => [EarningTotalsObject], { description: 'Net amounts by status, one entry per currency.' })
  totals!: EarningTotalsObject[];

  @Field(() => [EarningMonthObject], {
    description: 'Amounts by month of payment and currency, oldest first.',
  })
  byMonth!: EarningMonthObject[];
}

@ObjectType('Payout', {
  description: 'A transfer of an owner’s available balance in one currency to their payout account.',
})
export class PayoutObject {
  @Field(() => ID, { description: 'Unique identifier of the payout.' })
  id!: string;

  @Field(() => ID, { description: 'The owner paid.' })
  ownerId!: string;

  @Field(() => Int, {
    description: 'Amount, in minor units of currency: the net of the earnings it includes.',
  })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 code of the amount.' })
  currency!: string;

  @Field(() => PayoutStatus, { description: 'Where the payout is.' })
  status!: PayoutStatus;

  @Field(() => Date, { nullable: true, description: 'When it was paid; null until then.' })
  paidAt!: Date | null;

  @Field(() => Boolean, { description: 'Made by the owner’s payout schedule (else requested by them).' })
  automatic!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was handed to the payout provider.' })
  sentAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The provider’s transfer reference, once sent.' })
  providerReference!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it failed or was reversed, or why the provider has not taken it yet.',
  })
  failureReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When an admin put it on hold; null: not held.' })
  heldAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The admin’s reason for the hold.' })
  heldReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When an admin sent a failed or reversed one again.' })
  retriedAt!: Date | null;

  @Field(() => Date, { description: 'When it was requested or scheduled.' })
  createdAt!: Date;
}

@ObjectType('PayoutReconciliation', {
  description:
    'One month and currency of the books, minor units: taken = refunded + platform fees + paid out + held; difference is 0 when they balance.',
})
export class ReconciliationObject {
  @Field(() => String, { description: 'YYYY-MM (UTC) of the payments.' })
  month!: string;

  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => SafeInt, { description: 'What students paid.' })
  takenAmount!: number;

  @Field(() => SafeInt, { description: 'Refunded to students.' })
  refundedAmount!: number;

  @Field(() => SafeInt, { description: 'The platform’s fees.' })
  platformFeeAmount!: number;

  @Field(() => SafeInt, { description: 'Paid out to owners.' })
  paidOutAmount!: number;

  @Field(() => SafeInt, {
    description: 'Still held for owners (pending, payable, or in a payout not yet paid).',
  })
  heldAmount!: number;

  @Field(() => SafeInt, { description: 'taken - (refunded + fees + paid out + held).' })
  differenceAmount!: number;
}

@ObjectType({ description: 'A page of payouts (Relay connection).' })
export class PayoutConnection extends Connection(PayoutObject, 'Payout') {}

@InputType({ description: 'Which ledger entries to list; every criterion given must match.' })
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
