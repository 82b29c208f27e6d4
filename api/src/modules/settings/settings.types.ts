import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ExchangeRate', {
  description:
    'How many units of a currency one unit of the platform currency buys (1 USD = 15.5 GHS: 15.5).',
})
export class ExchangeRateObject {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Float)
  rate!: number;
}

@InputType()
export class ExchangeRateInput {
  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => Float, { description: 'Units of this currency one unit of the platform currency buys.' })
  rate!: number;
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
}

// Validated by the settings service (one set of rules and messages for every caller).
@InputType()
export class UpdateSettingsInput {
  @Field(() => Float, { nullable: true })
  platformFeePercent?: number | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => [ExchangeRateInput], {
    nullable: true,
    description: 'The whole table of exchange rates (replaces the stored one); an empty list removes them.',
  })
  exchangeRates?: ExchangeRateInput[] | null;

  @Field(() => Int, { nullable: true })
  reservationHoldHours?: number | null;

  @Field(() => Int, { nullable: true })
  paymentHoldHours?: number | null;

  @Field(() => Int, { nullable: true })
  requestsPerMinutePerUser?: number | null;

  @Field(() => Int, { nullable: true })
  requestsPerMinutePerIp?: number | null;

  @Field(() => Int, { nullable: true })
  pendingRequestsPerStudent?: number | null;

  @Field(() => Int, { nullable: true })
  bedsPerRequest?: number | null;

  @Field(() => Int, { nullable: true })
  paymentAttemptsPerReservationPerHour?: number | null;

  @Field(() => Int, { nullable: true })
  paymentAttemptsPerUserPerHour?: number | null;

  @Field(() => Int, { nullable: true })
  uploadsPerUserPerDay?: number | null;

  @Field(() => Int, { nullable: true })
  messagesPerMinutePerUser?: number | null;

  @Field(() => Int, { nullable: true })
  messagesPerDayPerUser?: number | null;
}
