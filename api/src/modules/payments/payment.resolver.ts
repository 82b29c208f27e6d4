import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { requireActiveUser } from '../../core/auth.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';
import { checkCanView } from '../reservations/queries.service.js';
import { reservationLoaders } from '../reservations/reservation.loaders.js';
import { ReservationObject, type ReservationNode } from '../reservations/reservation.types.js';
import { payReservation } from './payment.service.js';
import { PaymentObject, PayReservationInput, type RefundObject } from './payment.types.js';
import { failureMessage, refundFailureMessage } from './provider.js';
import { paymentProvider } from './providers.js';

const toRefundObject = (refund: Refund): RefundObject => ({
  ...refund,
  failureMessage: refund.status === 'FAILED' ? refundFailureMessage(refund.failureReason) : null,
});

const toPaymentObject = (payment: Payment & { refunds: Refund[] }): PaymentObject => ({
  ...payment,
  failureMessage: payment.status === 'FAILED' ? failureMessage(payment.failureReason) : null,
  refunds: payment.refunds.map(toRefundObject),
});

@Authorized()
@Resolver(() => ReservationObject)
export class PaymentResolver {
  @Authorized('STUDENT')
  @Mutation(() => PaymentObject, {
    description: 'Pays an accepted reservation. The result arrives from the provider: poll the reservation.',
  })
  async payReservation(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PayReservationInput) input: PayReservationInput,
    @Ctx() ctx: Context,
  ) {
    const provider = paymentProvider(ctx.config, ctx.logger);
    const payment = await payReservation(ctx.prisma, provider, requireActiveUser(ctx.viewer), id, input);
    return toPaymentObject({
      ...payment,
      refunds: await ctx.prisma.refund.findMany({ where: { paymentId: payment.id } }),
    });
  }

  @FieldResolver(() => [PaymentObject], {
    description: 'Payment attempts, oldest first, with their refunds.',
  })
  async payments(@Root() reservation: ReservationNode, @Ctx() ctx: Context) {
    checkCanView(ctx.viewer?.user, reservation);
    const rows = await reservationLoaders(ctx).payments.load(reservation.id);
    return rows.map(toPaymentObject);
  }
}
