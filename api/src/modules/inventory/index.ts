// The inventory module: the only reader and writer of bed inventory (RoomNight). Other modules
import type { ApiModule } from '../../core/module.js';
// call these functions inside their own transactions, or embed its SQL in their statements.
export type { HostelOccupancy, NightBeds, NightsBeds, StoredNight } from './inventory.sql.js';
export {
  freeBedsSql,
  hasFreeBedsSql,
  occupancyStatement,
  storedNights,
  takeBedsStatement,
} from './inventory.sql.js';
export {
  bedsTaken,
  blockBeds,
  isNightShort,
  nightsCalendar,
  recountBeds,
  releaseBeds,
  resizeBeds,
  unblockBeds,
  type BedsTaken,
} from './inventory.service.js';

/** No resolvers: the owner's blocks and calendar are served by hostels, which knows who owns a room type. */
export const inventoryModule: ApiModule = { name: 'inventory', resolvers: [] };
