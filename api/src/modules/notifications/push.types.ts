import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('PushDevice', { description: 'A browser of yours that receives your notices by Web Push.' })
export class PushDeviceObject {
  @Field(() => ID, { description: 'Unique identifier of the device.' })
  id!: string;

  @Field(() => String, { description: 'What you call it, e.g. "Chrome on Android".' })
  label!: string;

  @Field(() => Date, { description: 'When it was registered (or registered again).' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a notice last reached it; null if none has.' })
  lastSuccessAt!: Date | null;
}

@InputType({
  description:
    'The browser’s PushSubscription (JSON.stringify(subscription): endpoint and keys), made with pushPublicKey.',
})
export class RegisterPushDeviceInput {
  @Field(() => String, { description: 'The push service URL (https; up to 2000 characters).' })
  endpoint!: string;

  @Field(() => String, { description: 'keys.p256dh: the browser’s P-256 public key, URL-safe base64.' })
  p256dh!: string;

  @Field(() => String, { description: 'keys.auth: the 16-byte auth secret, URL-safe base64.' })
  auth!: string;

  @Field(() => String, {
    description: 'What to call the device, e.g. "Chrome on Android" (1 to 100 characters).',
  })
  label!: string;
}
