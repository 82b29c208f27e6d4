import { displayNameError, localeError, nameContactError, phoneNumberError } from '@hostel/common';
import {
  IsIBAN,
  IsOptional,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../core/pagination.js';
import { Gender, Role, SignUpRole, UserStatus } from './user.type.js';

/** A rule of @hostel/common: the web form checks the same rule and shows the same message. */
function SharedRule(rule: (value: string) => string | null) {
  return ValidateBy({
    name: 'sharedRule',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && rule(value) === null,
      defaultMessage: (args) => rule(typeof args?.value === 'string' ? args.value : '') ?? '',
    },
  });
}

/** Length after trimming, since the service stores the trimmed text. */
function TrimmedLength(min: number, max: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'trimmedLength',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.trim().length >= min && value.trim().length <= max,
        defaultMessage: () => `Must be between ${min} and ${max} characters.`,
      },
    },
    options,
  );
}

@InputType({ description: 'What completeSignUp records about you.' })
export class CompleteSignUpInput {
  @Field(() => SignUpRole, { description: 'Student or owner.' })
  role!: SignUpRole;

  @Field(() => String, { description: 'Your public name, 2 to 80 characters.' })
  @SharedRule(displayNameError)
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +233201234567.' })
  @IsOptional()
  @SharedRule(phoneNumberError)
  phoneNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'Students: the university they attend.' })
  @IsOptional()
  universityId?: string | null;

  @Field(() => String, { nullable: true, description: 'Students: what you study, up to 120 characters.' })
  @IsOptional()
  @MaxLength(120, { message: 'The programme must be at most 120 characters.' })
  programme?: string | null;

  @Field(() => Gender, { nullable: true, description: 'Your gender; private to you and admins.' })
  gender?: Gender | null;

  @Field(() => String, { nullable: true, description: 'Owners: the business name shown on listings.' })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The business name must be between 2 and 120 characters.' })
  @SharedRule(nameContactError)
  businessName?: string | null;
}

/** Omitted fields stay as they are; null clears an optional field. */
@InputType({
  description: 'Profile changes: omitted fields stay as they are; null clears an optional field.',
})
export class UpdateMyProfileInput {
  @Field(() => String, {
    nullable: true,
    description: 'Your public name, 2 to 80 characters; cannot be cleared.',
  })
  @ValidateIf((input: UpdateMyProfileInput) => input.displayName !== undefined)
  @SharedRule(displayNameError)
  displayName?: string;

  @Field(() => String, { nullable: true, description: 'Phone number in E.164, e.g. +233201234567.' })
  @IsOptional()
  @SharedRule(phoneNumberError)
  phoneNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'An image you uploaded with uploadImage.' })
  avatarFileId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Students: the university you attend.' })
  universityId?: string | null;

  @Field(() => String, { nullable: true, description: 'Students: what you study, up to 120 characters.' })
  @IsOptional()
  @MaxLength(120, { message: 'The programme must be at most 120 characters.' })
  programme?: string | null;

  @Field(() => Gender, { nullable: true, description: 'Your gender; private to you and admins.' })
  gender?: Gender | null;

  @Field(() => String, {
    nullable: true,
    description: 'Owners: the business name shown on listings, 2 to 120 characters.',
  })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The business name must be between 2 and 120 characters.' })
  @SharedRule(nameContactError)
  businessName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Owners: the holder of the payout bank account, 2 to 120 characters.',
  })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The account name must be between 2 and 120 characters.' })
  payoutAccountName?: string | null;

  @Field(() => String, { nullable: true, description: 'Owners: the IBAN payouts are sent to.' })
  @IsOptional()
  @IsIBAN({ message: 'This is not a valid IBAN.' })
  payoutIban?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The language tag (BCP 47, e.g. en-GB) your notices and e-mails write dates in, as the app does in your browser; null writes them as en-US.',
  })
  @IsOptional()
  @SharedRule(localeError)
  locale?: string | null;
}

@InputType({ description: 'Which user accounts to list; every criterion given must match.' })
export class UserFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the email, display name or phone number.' })
  @IsOptional()
  @MaxLength(100, { message: 'The search text must be at most 100 characters.' })
  search?: string | null;

  @Field(() => Role, { nullable: true, description: 'Only users with this role.' })
  role?: Role | null;

  @Field(() => UserStatus, { nullable: true, description: 'Only accounts in this status.' })
  status?: UserStatus | null;

  @Field(() => ID, { nullable: true, description: 'Students of this university.' })
  universityId?: string | null;

  @Field(() => String, { nullable: true, description: 'Signed up on or after this day (YYYY-MM-DD, UTC).' })
  signedUpFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Signed up on or before this day (YYYY-MM-DD, UTC).' })
  signedUpTo?: string | null;
}

@ArgsType()
export class UsersArgs extends ConnectionArgs {
  @Field(() => UserFilterInput, { nullable: true, description: 'Which accounts; all when omitted.' })
  @IsOptional()
  @ValidateNested()
  filter?: UserFilterInput | null;
}
