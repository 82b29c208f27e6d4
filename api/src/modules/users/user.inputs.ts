import { displayNameError, phoneNumberError } from '@hostel/common';
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

@InputType()
export class CompleteSignUpInput {
  @Field(() => SignUpRole)
  role!: SignUpRole;

  @Field(() => String)
  @SharedRule(displayNameError)
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +233201234567.' })
  @IsOptional()
  @SharedRule(phoneNumberError)
  phoneNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'Students: the university they attend.' })
  @IsOptional()
  universityId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120, { message: 'The programme must be at most 120 characters.' })
  programme?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true, description: 'Owners: the business name shown on listings.' })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The business name must be between 2 and 120 characters.' })
  businessName?: string | null;
}

/** Omitted fields stay as they are; null clears an optional field. */
@InputType()
export class UpdateMyProfileInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((input: UpdateMyProfileInput) => input.displayName !== undefined)
  @SharedRule(displayNameError)
  displayName?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @SharedRule(phoneNumberError)
  phoneNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'An image you uploaded with uploadImage.' })
  avatarFileId?: string | null;

  @Field(() => ID, { nullable: true })
  universityId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120, { message: 'The programme must be at most 120 characters.' })
  programme?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The business name must be between 2 and 120 characters.' })
  businessName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength(2, 120, { message: 'The account name must be between 2 and 120 characters.' })
  payoutAccountName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIBAN({ message: 'This is not a valid IBAN.' })
  payoutIban?: string | null;
}

@InputType()
export class UserFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the email, display name or phone number.' })
  @IsOptional()
  @MaxLength(100, { message: 'The search text must be at most 100 characters.' })
  search?: string | null;

  @Field(() => Role, { nullable: true })
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
