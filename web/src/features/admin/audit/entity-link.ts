import { paths } from '../../../config/paths';

/** The screen that shows the thing an entry is about, where there is one. */
export function entityLink(entity: string, id: string): string | null {
  switch (entity) {
    case 'User':
      return paths.admin.user(id);
    case 'Hostel':
      return paths.admin.listing({ search: id });
    case 'Reservation':
      return paths.admin.reservations({ open: id });
    case 'SupportTicket':
      return paths.admin.support(id);
    case 'Payout':
      return paths.admin.payouts();
    case 'Review':
      return paths.admin.reviews();
    case 'Setting':
      return paths.admin.settings();
    default:
      return null;
  }
}
