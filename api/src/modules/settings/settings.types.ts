import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ExchangeRate', {
  description:
    'How many units of a currency one unit of the platform currency buys (1 USD = 15.5 GHS: 15.5).',
})
export class ExchangeRateObject {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Float, { description: 'Units of this currency one unit of the platform currency buys.' })
  rate!: number;
}

@InputType({ description: 'The rate of one currency against the platform currency.' })
export class ExchangeRateInput {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Float, { description: 'Units of this currency one unit of the platform currency buys.' })
  rate!: number;
}

@ObjectType('PayoutMinimum', { description: 'The least an automatic payout sends in one currency.' })
export class PayoutMinimumObject {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Int, { description: 'Amount in minor units of the currency.' })
  amount!: number;
}

@InputType({ description: 'The least an automatic payout sends in one currency.' })
export class PayoutMinimumInput {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Int, { description: 'Amount in minor units of the currency, 0 or more.' })
  amount!: number;
}

@ObjectType('PlatformSettings', { description: 'Platform-wide settings an admin can change.' })
export class SettingsObject {
  @Field(() => Float, { description: 'Fee added to each reservation, in percent of the subtotal.' })
  platformFeePercent!: number;

  @Field(() => String, { description: 'Default currency (ISO 4217).' })
  currency!: string;

  @Field(() => [ExchangeRateObject], {
    description:
      'Rates against the platform currency, by currency code. Search orders hostels priced in different currencies by them; a currency without a rate is not compared with others.',
  })
  exchangeRates!: ExchangeRateObject[];

  @Field(() => Int, { description: 'Hours an owner has to answer a reservation request.' })
  reservationHoldHours!: number;

  @Field(() => Int, { description: 'Hours a student has to pay once the owner accepts.' })
  paymentHoldHours!: number;

  @Field(() => Int, {
    description: 'Requests a signed-in user may make per minute (every API instance together).',
  })
  requestsPerMinutePerUser!: number;

  @Field(() => Int, { description: 'Requests one network address may make per minute.' })
  requestsPerMinutePerIp!: number;

  @Field(() => Int, {
    description: 'Reservation requests a student may have waiting for an answer at a time.',
  })
  pendingRequestsPerStudent!: number;

  @Field(() => Int, { description: 'Beds one reservation request may take.' })
  bedsPerRequest!: number;

  @Field(() => Int, { description: 'Payment attempts per reservation per hour.' })
  paymentAttemptsPerReservationPerHour!: number;

  @Field(() => Int, { description: 'Payment attempts per student per hour, over all their reservations.' })
  paymentAttemptsPerUserPerHour!: number;

  @Field(() => Int, { description: 'Files a user may upload per day.' })
  uploadsPerUserPerDay!: number;

  @Field(() => Int, { description: 'Messages a user may send per minute.' })
  messagesPerMinutePerUser!: number;

  @Field(() => Int, { description: 'Messages a user may send per day.' })
  messagesPerDayPerUser!: number;

  @Field(() => Int, {
    description: 'Hours payouts wait after an owner changes their payout method (default 48).',
  })
  payoutHoldHoursAfterMethodChange!: number;

  @Field(() => [PayoutMinimumObject], {
    description: 'The least an automatic payout sends, per currency; a currency not listed: any amount.',
  })
  payoutMinimums!: PayoutMinimumObject[];
}

// Validated by the settings service (one set of rules and messages for every caller).
@InputType({ description: 'Settings to change; omitted (or null) ones stay as they are.' })
export class UpdateSettingsInput {
  @Field(() => Float, {
    nullable: true,
    description: 'Fee added to each reservation, in percent of the subtotal, 0 to 50.',
  })
  platformFeePercent?: number | null;

  @Field(() => String, { nullable: true, description: 'Default currency, an ISO 4217 code, e.g. USD.' })
  currency?: string | null;

  @Field(() => [ExchangeRateInput], {
    nullable: true,
    description: 'The whole table of exchange rates (replaces the stored one); an empty list removes them.',
  })
  exchangeRates?: ExchangeRateInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours an owner has to answer a reservation request, 1 to 336.',
  })
  reservationHoldHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours a student has to pay once the owner accepts, 1 to 336.',
  })
  paymentHoldHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Requests a signed-in user may make per minute, 10 to 100000.',
  })
  requestsPerMinutePerUser?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Requests one network address may make per minute, 10 to 1000000.',
  })
  requestsPerMinutePerIp?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Reservation requests a student may have waiting at a time, 1 to 50.',
  })
  pendingRequestsPerStudent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Beds one reservation request may take, 1 to 50.' })
  bedsPerRequest?: number | null;

  @Field(() => Int, { nullable: true, description: 'Payment attempts per reservation per hour, 1 to 100.' })
  paymentAttemptsPerReservationPerHour?: number | null;

  @Field(() => Int, { nullable: true, description: 'Payment attempts per student per hour, 1 to 1000.' })
  paymentAttemptsPerUserPerHour?: number | null;

  @Field(() => Int, { nullable: true, description: 'Files a user may upload per day, 1 to 10000.' })
  uploadsPerUserPerDay?: number | null;

  @Field(() => Int, { nullable: true, description: 'Messages a user may send per minute, 1 to 1000.' })
  messagesPerMinutePerUser?: number | null;

  @Field(() => Int, { nullable: true, description: 'Messages a user may send per day, 1 to 100000.' })
  messagesPerDayPerUser?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours payouts wait after an owner changes their payout method, 0 to 336.',
  })
  payoutHoldHoursAfterMethodChange?: number | null;

  @Field(() => [PayoutMinimumInput], {
    nullable: true,
    description: 'The whole table of payout minimums (replaces the stored one); an empty list removes them.',
  })
  payoutMinimums?: PayoutMinimumInput[] | null;
}
