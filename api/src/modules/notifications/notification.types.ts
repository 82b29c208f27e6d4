import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import { NotificationCategory } from '../../generated/prisma/client.js';

registerEnumType(NotificationCategory, {
  name: 'NotificationCategory',
  description: 'What a notice is about; e-mail is turned on or off per category (ACCOUNT stays on).',
});

@ObjectType('Notification', { description: 'A notice for the signed-in user.' })
export class NotificationObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'What happened, e.g. RESERVATION_REQUESTED.' })
  kind!: string;

  @Field(() => NotificationCategory)
  category!: NotificationCategory;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true, description: 'The app path of the thing itself.' })
  link!: string | null;

  @Field(() => Date, { nullable: true })
  readAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class NotificationConnection extends Connection(NotificationObject, 'Notification') {}

@ArgsType()
export class NotificationsArgs extends ConnectionArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'Only the notices not read yet.' })
  unreadOnly: boolean = false;
}

@ObjectType('NotificationPreference', { description: 'Whether e-mails of one category are sent.' })
export class NotificationPreferenceObject {
  @Field(() => NotificationCategory)
  category!: NotificationCategory;

  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean, { description: 'Security and account notices cannot be turned off.' })
  locked!: boolean;
}

@InputType()
export class NotificationPreferenceInput {
  @Field(() => NotificationCategory)
  category!: NotificationCategory;

  @Field(() => Boolean)
  email!: boolean;
}
