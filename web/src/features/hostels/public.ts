// What other features may use of hostels (ESLint keeps them to this file). Screens are not here:
// the router loads them lazily, and a static re-export would pull them into another chunk.
export { StatusBadge } from './manage/status-badge';
export { HostelSearch } from './search/hostel-search';
export { searchLoader, shouldRevalidate as searchShouldRevalidate } from './search/search-loader';
export { finishFavouriteAfterSignIn } from './favourites/finish-favourite';
export { isTermRoom } from './details/room-types-list';
export { cityHead } from './page-head';
