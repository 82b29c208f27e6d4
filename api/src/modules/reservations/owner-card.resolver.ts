import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { OwnerCard, type OwnerCardNode } from '../hostels/index.js';
import { readText } from './contact-details.js';
import { reservationLoaders } from './reservation.loaders.js';

/**
 * The owner's name on a public hostel page follows the contact-details rule here, where the rule
 * lives: hostels, a lower module, cannot ask whether the viewer has paid for a stay.
 */
@Resolver(() => OwnerCard)
export class OwnerCardResolver {
  @FieldResolver(() => String)
  async displayName(@Root() card: OwnerCardNode, @Ctx() ctx: Context): Promise<string> {
    const viewer = activeUserOf(ctx.viewer);
    const reading = { viewerId: viewer?.id ?? '', authorId: card.id, contactsOpen: false };
    const closed = readText(card.displayName, reading);
    // Only a name with something to hide from this viewer costs a look at their reservations.
    if (!closed.hidden || viewer === null || viewer.id === card.id) return closed.text;
    const contactsOpen =
      viewer.role === 'ADMIN' ||
      (await reservationLoaders(ctx).contactsOpen.load({ studentId: viewer.id, hostelId: card.hostelId }));
    return readText(card.displayName, { ...reading, contactsOpen }).text;
  }
}
