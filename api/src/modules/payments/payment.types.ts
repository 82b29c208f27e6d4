import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PaymentStatus, RefundStatus } from '../../generated/prisma/client.js';

registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  valuesConfig: {
    REQUIRES_PAYMENT: { description: 'Started: waiting for the provider’s answer.' },
    SUCCEEDED: { description: 'Paid in full; the reservation is PAID.' },
    FAILED: {
      description:
        'Refused or failed (see failureReason); the student may try again before the payment deadline.',
    },
    PARTIALLY_REFUNDED: { description: 'Paid, and part of the amount was refunded.' },
    REFUNDED: { description: 'Paid, and the whole amount was refunded.' },
  },
  description: 'Where a payment attempt is.',
});
/** How a student pays (@hostel/common's PAYMENT_METHODS). */
export const PaymentMethod = { CARD: 'CARD', MOBILE_MONEY: 'MOBILE_MONEY' } as const;
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  valuesConfig: {
    CARD: { description: 'A card: the sandbox’s form, Stripe’s, or Paystack’s hosted page.' },
    MOBILE_MONEY: {
      description: 'A mobile money wallet (MTN MoMo, Telecel Cash, AirtelTigo Money, M-Pesa).',
    },
  },
  description: 'A way to pay.',
});

export const PaymentNextActionType = { APPROVE_ON_PHONE: 'APPROVE_ON_PHONE', REDIRECT: 'REDIRECT' } as const;
registerEnumType(PaymentNextActionType, {
  name: 'PaymentNextActionType',
  valuesConfig: {
    APPROVE_ON_PHONE: {
      description: 'The payer approves the payment on the phone; its result arrives live.',
    },
    REDIRECT: { description: 'The payer pays on the provider’s page at `url`.' },
  },
  description: 'What the payer does next to complete a payment.',
});

@ObjectType('PaymentNextAction', { description: 'What the payer does next, right after starting a payment.' })
export class PaymentNextActionObject {
  @Field(() => PaymentNextActionType, { description: 'The kind of action.' })
  type!: keyof typeof PaymentNextActionType;

  @Field(() => String, { nullable: true, description: 'REDIRECT: the provider’s payment page.' })
  url!: string | null;
}

@ObjectType('PaymentOptions', {
  description: 'How a reservation can be paid: its currency’s provider and methods.',
})
export class PaymentOptionsObject {
  @Field(() => String, { description: 'sandbox, stripe or paystack' })
  provider!: string;

  @Field(() => [PaymentMethod], { description: 'The methods offered, CARD first.' })
  methods!: (keyof typeof PaymentMethod)[];

  @Field(() => [String], {
    description:
      'MOBILE_MONEY: the networks of the currency, e.g. MTN, TELECEL, AIRTELTIGO (GHS) or MPESA (KES).',
  })
  mobileMoneyNetworks!: string[];
}

registerEnumType(RefundStatus, {
  name: 'RefundStatus',
  valuesConfig: {
    PENDING: { description: 'Asked of the payment provider, not yet confirmed (retried until it answers).' },
    SUCCEEDED: { description: 'The money was returned to the student.' },
    FAILED: { description: 'The provider refused it or retries ran out (see failureReason).' },
  },
  description: 'Where a refund is.',
});

@ObjectType('Refund', { description: 'Money returned to the student from a payment, after a cancellation.' })
export class RefundObject {
  @Field(() => ID, { description: 'Unique identifier of the refund.' })
  id!: string;

  @Field(() => Int, { description: 'Amount refunded, in minor units of currency.' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 code of the amount (the payment’s).' })
  currency!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was refunded (the cancellation reason); null when none was recorded.',
  })
  reason!: string | null;

  @Field(() => RefundStatus, { description: 'Where the refund is.' })
  status!: RefundStatus;

  @Field(() => Int, { description: 'Requests sent to the payment provider so far.' })
  attempts!: number;

  @Field(() => Date, {
    nullable: true,
    description: 'When the provider is asked again; null once it answered or retries ran out.',
  })
  nextAttemptAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last request failed, e.g. provider_unavailable.',
  })
  failureReason!: string | null;

  @Field(() => String, { nullable: true, description: 'The failure, worded for a person.' })
  failureMessage!: string | null;

  @Field(() => Date, { description: 'When the refund was started.' })
  createdAt!: Date;
}

@ObjectType('Payment', {
  description:
    'One attempt to pay for a reservation; seen by the reservation’s student, its owner and admins.',
})
export class PaymentObject {
  @Field(() => ID, { description: 'Unique identifier of the payment.' })
  id!: string;

  @Field(() => Int, { description: 'Amount charged, in minor units of currency (the reservation’s total).' })
  amount!: number;

  @Field(() => Int, { description: 'Sum of the successful refunds, in minor units of currency.' })
  amountRefunded!: number;

  @Field(() => String, { description: 'ISO 4217 code of the amounts, e.g. GHS.' })
  currency!: string;

  @Field(() => String, { description: 'sandbox, stripe or paystack' })
  provider!: string;

  @Field(() => PaymentStatus, { description: 'Where the payment is.' })
  status!: PaymentStatus;

  @Field(() => String, { nullable: true, description: 'Provider failure code, e.g. card_declined.' })
  failureReason!: string | null;

  @Field(() => String, { nullable: true, description: 'The failure, worded for a person.' })
  failureMessage!: string | null;

  @Field(() => Date, { description: 'When the attempt was started.' })
  createdAt!: Date;

  @Field(() => [RefundObject], { description: 'Refunds of this payment, oldest first.' })
  refunds!: RefundObject[];

  @Field(() => PaymentNextActionObject, {
    nullable: true,
    description:
      'In payReservation’s answer only: what the payer does next (approve on the phone, or pay on a page).',
  })
  nextAction?: PaymentNextActionObject | null;
}

// Validated by the provider (test cards) and the payment service; never stored or logged.
@InputType({ description: 'A card for the sandbox payment provider; never stored or logged.' })
export class CardInput {
  @Field(() => String, {
    description:
      'Card number; spaces and dashes are ignored. The sandbox’s test card numbers decide the outcome; any other is declined.',
  })
  number!: string;

  @Field(() => Int, { description: 'Expiry month, 1 to 12.' })
  expMonth!: number;

  @Field(() => Int, { description: 'Expiry year, e.g. 2028.' })
  expYear!: number;

  @Field(() => String, { description: 'Card security code (CVC).' })
  cvc!: string;
}

@InputType({ description: 'A mobile money wallet; the number is never stored or logged.' })
export class MobileMoneyInput {
  @Field(() => String, { description: 'The network, one of Reservation.paymentOptions.mobileMoneyNetworks.' })
  network!: string;

  @Field(() => String, {
    description:
      'The wallet number, local (0241234567) or with the country code (+233241234567). Sandbox test numbers decide the outcome.',
  })
  phone!: string;
}

@InputType({
  description:
    'How to pay: an idempotency key and the card (sandbox), payment method (Stripe) or mobile money wallet; none of them for a Paystack card (its page).',
})
export class PayReservationInput {
  @Field(() => String, { description: 'Generated by the client once per payment attempt; retries reuse it.' })
  idempotencyKey!: string;

  @Field(() => CardInput, { nullable: true, description: 'Sandbox provider: the card.' })
  card?: CardInput | null;

  @Field(() => String, { nullable: true, description: "Stripe: the payment method id from Stripe's form." })
  paymentMethodId?: string | null;

  @Field(() => MobileMoneyInput, {
    nullable: true,
    description: 'Mobile money (where paymentOptions offers it): the payer approves on the phone.',
  })
  mobileMoney?: MobileMoneyInput | null;
}
