import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import { NotificationCategory } from '../../generated/prisma/client.js';

registerEnumType(NotificationCategory, {
  name: 'NotificationCategory',
  description: 'What a notice is about; e-mail is turned on or off per category (ACCOUNT stays on).',
  valuesConfig: {
    RESERVATIONS: { description: 'Requests, answers, expiries, cancellations and check-in reminders.' },
    PAYMENTS: { description: 'Payments due, made or failed, refunds and payouts.' },
    MESSAGES: { description: 'New messages in conversations.' },
    REVIEWS: { description: 'Reviews posted, hidden, and invitations to review a stay.' },
    ACCOUNT: { description: 'Account, listing, support and security notices; always e-mailed.' },
    ANNOUNCEMENTS: { description: 'Broadcasts from the platform.' },
  },
});

@ObjectType('Notification', { description: 'A notice for the signed-in user.' })
export class NotificationObject {
  @Field(() => ID, { description: 'Unique identifier of the notice.' })
  id!: string;

  @Field(() => String, { description: 'What happened, e.g. RESERVATION_REQUESTED.' })
  kind!: string;

  @Field(() => NotificationCategory, { description: 'What the notice is about.' })
  category!: NotificationCategory;

  @Field(() => String, { description: 'Short title of the notice.' })
  title!: string;

  @Field(() => String, { description: 'Text of the notice.' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'The app path of the thing itself.' })
  link!: string | null;

  @Field(() => Date, { nullable: true, description: 'When you marked it read; null while unread.' })
  readAt!: Date | null;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of notices (Relay connection).' })
export class NotificationConnection extends Connection(NotificationObject, 'Notification') {}

@ArgsType()
export class NotificationsArgs extends ConnectionArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'Only the notices not read yet.' })
  unreadOnly: boolean = false;
}

@ObjectType('NotificationPreference', {
  description:
    'How notices of one category reach you besides the app: by e-mail, and pushed to your devices.',
})
export class NotificationPreferenceObject {
  @Field(() => NotificationCategory, { description: 'The category.' })
  category!: NotificationCategory;

  @Field(() => Boolean, { description: 'Whether notices of this category are also e-mailed.' })
  email!: boolean;

  @Field(() => Boolean, {
    description:
      'Whether notices of this category are pushed to the devices you registered (registerPushDevice); on unless turned off.',
  })
  push!: boolean;

  @Field(() => Boolean, { description: 'Security and account e-mails cannot be turned off (push can).' })
  locked!: boolean;
}

@InputType({ description: 'Whether to e-mail and push notices of one category; a channel left out stays.' })
export class NotificationPreferenceInput {
  @Field(() => NotificationCategory, {
    description: 'The category; ACCOUNT e-mails cannot be turned off.',
  })
  category!: NotificationCategory;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True to receive e-mails of this category, false to stop them; null or left out: unchanged.',
  })
  email?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True to have them pushed to your devices, false to stop; null or left out: unchanged.',
  })
  push?: boolean | null;
}
