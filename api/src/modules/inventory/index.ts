// The inventory module: the only reader and writer of bed inventory (RoomNight). Other modules
import type { ApiModule } from '../../core/module.js';
// call these functions inside their own transactions, or embed its SQL in their statements.
export type { NightsBeds } from './inventory.sql.js';
export { freeBedsSql, hasFreeBedsSql, takeBedsStatement } from './inventory.sql.js';
export {
  bedsTaken,
  blockBeds,
  isNightShort,
  recountBeds,
  releaseBeds,
  resizeBeds,
  unblockBeds,
  type BedsTaken,
} from './inventory.service.js';

/** No resolvers yet: the owner's bed blocking (issue 16) will add its own here. */
export const inventoryModule: ApiModule = { name: 'inventory', resolvers: [] };
