import type { NonEmptyArray } from 'type-graphql';
import type { ResolverClass } from '../schema.js';
import { FavouriteResolver } from './favourites/favourite.resolver.js';
import { FileFieldsResolver, FileResolver } from './files/file.resolver.js';
import { HostelConnectionResolver, HostelFieldsResolver } from './hostels/hostel-fields.resolver.js';
import { HostelResolver } from './hostels/hostel.resolver.js';
import { ListingResolver } from './hostels/listing.resolver.js';
import { HostelModerationFieldsResolver, ModerationResolver } from './hostels/moderation.resolver.js';
import { EarningResolver } from './earnings/earning.resolver.js';
import { PayoutFieldsResolver } from './earnings/payout-fields.resolver.js';
import { PaymentResolver } from './payments/payment.resolver.js';
import { CancelResolver } from './reservations/cancel.resolver.js';
import { ReservationFieldsResolver } from './reservations/reservation-fields.resolver.js';
import { ReservationResolver } from './reservations/reservation.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { UserFieldsResolver } from './users/user-fields.resolver.js';
import { UserResolver } from './users/user.resolver.js';

/** Every resolver class of the API: the only registry. One line per module. */
export const resolvers: NonEmptyArray<ResolverClass> = [
  UserResolver,
  UserFieldsResolver,
  FileResolver,
  FileFieldsResolver,
  HostelResolver,
  HostelFieldsResolver,
  HostelConnectionResolver,
  ListingResolver,
  ModerationResolver,
  HostelModerationFieldsResolver,
  FavouriteResolver,
  SettingsResolver,
  ReservationResolver,
  ReservationFieldsResolver,
  CancelResolver,
  PaymentResolver,
  EarningResolver,
  PayoutFieldsResolver,
];
