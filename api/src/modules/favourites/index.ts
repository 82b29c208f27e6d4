import type { ApiModule } from '../../core/module.js';
import { FavouriteResolver } from './favourite.resolver.js';

export const favouritesModule: ApiModule = {
  name: 'favourites',
  resolvers: [FavouriteResolver],
};
