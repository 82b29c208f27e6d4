import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('PlatformSettings', { description: 'Platform-wide settings an admin can change.' })
export class SettingsObject {
  @Field(() => Float, { description: 'Fee added to each reservation, in percent of the subtotal.' })
  platformFeePercent!: number;

  @Field(() => String, { description: 'Default currency (ISO 4217).' })
  currency!: string;

  @Field(() => Int, { description: 'Hours an owner has to answer a reservation request.' })
  reservationHoldHours!: number;

  @Field(() => Int, { description: 'Hours a student has to pay once the owner accepts.' })
  paymentHoldHours!: number;
}

// Validated by the settings service (one set of rules and messages for every caller).
@InputType()
export class UpdateSettingsInput {
  @Field(() => Float, { nullable: true })
  platformFeePercent?: number | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => Int, { nullable: true })
  reservationHoldHours?: number | null;

  @Field(() => Int, { nullable: true })
  paymentHoldHours?: number | null;
}
