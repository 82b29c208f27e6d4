import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PayoutMethodKind, PayoutMethodState, PayoutSchedule } from '../../generated/prisma/client.js';

registerEnumType(PayoutMethodKind, {
  name: 'PayoutMethodKind',
  description: 'A bank account or a mobile money wallet.',
  valuesConfig: {
    BANK: { description: 'A bank account.' },
    MOBILE_MONEY: { description: 'A mobile money wallet (MTN, Telecel, AirtelTigo, M-Pesa).' },
  },
});
registerEnumType(PayoutMethodState, {
  name: 'PayoutMethodState',
  description: 'Whether payouts can go to a payout method.',
  valuesConfig: {
    PENDING_VERIFICATION: { description: 'The provider is still checking the account.' },
    VERIFIED: { description: 'The provider knows the account: payouts in its currency go to it.' },
    FAILED: { description: 'The provider refused the account; add another.' },
    REPLACED: { description: 'A newer method of the same currency took its place.' },
    REMOVED: { description: 'Removed by the owner.' },
  },
});
registerEnumType(PayoutSchedule, {
  name: 'PayoutSchedule',
  description: 'When released earnings are paid out automatically.',
  valuesConfig: {
    AFTER_EACH_CHECKIN: { description: 'Every day, once earnings are released (24 hours after check-in).' },
    WEEKLY: { description: 'On Mondays.' },
    MONTHLY: { description: 'On the first day of the month.' },
    MANUAL: { description: 'Only when the owner requests a payout.' },
  },
});

@ObjectType('PayoutMethod', {
  description:
    'Where an owner’s payouts in one currency go. Only the last four digits of the number are kept: the provider holds the rest.',
})
export class PayoutMethodObject {
  @Field(() => ID, { description: 'The payout method.' })
  id!: string;

  @Field(() => PayoutMethodKind, { description: 'Bank account or mobile money wallet.' })
  kind!: PayoutMethodKind;

  @Field(() => String, { description: 'ISO 4217 code of the payouts it receives.' })
  currency!: string;

  @Field(() => String, { nullable: true, description: 'The bank’s code at the provider (BANK).' })
  bankCode!: string | null;

  @Field(() => String, { nullable: true, description: 'The bank’s name (BANK).' })
  bankName!: string | null;

  @Field(() => String, { nullable: true, description: 'MTN, TELECEL, AIRTELTIGO or MPESA (MOBILE_MONEY).' })
  network!: string | null;

  @Field(() => String, { description: 'The name on the account.' })
  holderName!: string;

  @Field(() => String, { description: 'The last four digits of the account or wallet number.' })
  last4!: string;

  @Field(() => PayoutMethodState, { description: 'Whether payouts can go to it.' })
  state!: PayoutMethodState;

  @Field(() => Date, {
    nullable: true,
    description: 'Payouts to it wait until then (a changed payout method’s hold); null: none.',
  })
  holdUntil!: Date | null;

  @Field(() => Date, { description: 'When it was added.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its state last changed.' })
  updatedAt!: Date;
}

@ObjectType('PayoutMethodChange', { description: 'One change of an owner’s payout methods (audited).' })
export class PayoutMethodChangeObject {
  @Field(() => ID, { description: 'The audit entry.' })
  id!: string;

  @Field(() => String, { description: 'payoutMethod.add, payoutMethod.replace or payoutMethod.remove.' })
  action!: string;

  @Field(() => ID, { description: 'The payout method changed.' })
  methodId!: string;

  @Field(() => ID, { nullable: true, description: 'Who made it (the owner, or an admin).' })
  actorId!: string | null;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt!: Date;
}

@InputType({ description: 'A payout method; the number is sent to the payout provider and never stored.' })
export class PayoutMethodInput {
  @Field(() => PayoutMethodKind, { description: 'Bank account or mobile money wallet.' })
  kind!: PayoutMethodKind;

  @Field(() => String, { description: 'GHS, KES, NGN or USD: the currency of the hostels it is for.' })
  currency!: string;

  @Field(() => String, {
    description: 'The full account or wallet number (only its last four digits are kept).',
  })
  accountNumber!: string;

  @Field(() => String, { description: 'The name on the account.' })
  holderName!: string;

  @Field(() => String, { nullable: true, description: 'The bank’s code at the provider (BANK).' })
  bankCode?: string | null;

  @Field(() => String, { nullable: true, description: 'The bank’s name (BANK).' })
  bankName?: string | null;

  @Field(() => String, { nullable: true, description: 'MTN, TELECEL, AIRTELTIGO or MPESA (MOBILE_MONEY).' })
  network?: string | null;
}
