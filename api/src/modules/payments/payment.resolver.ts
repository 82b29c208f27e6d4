import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import type { Database } from '../../core/db.js';
import { activeUserOf, requireActiveUser } from '../../core/auth.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';
import {
  canPayReservation,
  checkCanView,
  ReservationObject,
  type ReservationNode,
} from '../reservations/index.js';
import { paymentLoaders } from './payment.loaders.js';
import { payReservation, refundsOf } from './payment.service.js';
import { mobileMoneyNetworksOf } from '@hostel/common';
import {
  PaymentObject,
  PaymentOptionsObject,
  PayReservationInput,
  type RefundObject,
} from './payment.types.js';
import { failureMessage, refundFailureMessage, type NextAction } from './provider.js';
import type { PaymentProviders } from './providers.js';
import { Access } from '../../core/access.js';

const toRefundObject = (refund: Refund): RefundObject => ({
  ...refund,
  failureMessage: refund.status === 'FAILED' ? refundFailureMessage(refund.failureReason) : null,
});

const toPaymentObject = (
  payment: Payment & { refunds: Refund[]; nextAction?: NextAction | null },
): PaymentObject => ({
  ...payment,
  nextAction: payment.nextAction
    ? {
        type: payment.nextAction.type,
        url: payment.nextAction.type === 'REDIRECT' ? payment.nextAction.url : null,
      }
    : null,
  failureMessage: payment.status === 'FAILED' ? failureMessage(payment.failureReason) : null,
  refunds: payment.refunds.map(toRefundObject),
});

@Authorized()
@Resolver(() => ReservationObject)
export class PaymentResolver {
  constructor(private readonly services: { payments: PaymentProviders; db: Database }) {}

  @Access({ roles: ['STUDENT'], scope: 'web-only', policy: canPayReservation })
  @Mutation(() => PaymentObject, {
    description: 'Pays an accepted reservation. The result arrives from the provider: poll the reservation.',
  })
  async payReservation(
    @Arg('id', () => ID, { description: 'Your reservation, ACCEPTED and before its payment deadline.' })
    id: string,
    @Arg('input', () => PayReservationInput, { description: 'Idempotency key and payment details.' })
    input: PayReservationInput,
    @Ctx() ctx: Context,
  ) {
    const student = requireActiveUser(ctx.viewer);
    const payment = await payReservation(
      ctx.db,
      this.services.payments,
      student,
      id,
      input,
      // Card testing: every new attempt counts, per student and per reservation, whatever its outcome.
      async () => {
        await ctx.rateLimits.consume('paymentAttemptsPerUser', student.id);
        await ctx.rateLimits.consume('paymentAttemptsPerReservation', id);
      },
    );
    return toPaymentObject({ ...payment, refunds: await refundsOf(ctx.db, payment.id) });
  }

  @FieldResolver(() => PaymentOptionsObject, {
    description: 'How this reservation can be paid (its currency’s provider and methods).',
  })
  paymentOptions(@Root() reservation: ReservationNode, @Ctx() ctx: Context): PaymentOptionsObject {
    checkCanView(activeUserOf(ctx.viewer), reservation);
    const provider = this.services.payments.forCurrency(reservation.currency);
    const methods = provider.methods(reservation.currency);
    return {
      provider: provider.name,
      methods,
      mobileMoneyNetworks: methods.includes('MOBILE_MONEY')
        ? [...mobileMoneyNetworksOf(reservation.currency)]
        : [],
    };
  }

  @FieldResolver(() => [PaymentObject], {
    description: 'Payment attempts, oldest first, with their refunds.',
  })
  async payments(@Root() reservation: ReservationNode, @Ctx() ctx: Context) {
    checkCanView(activeUserOf(ctx.viewer), reservation);
    const rows = await paymentLoaders(ctx).payments.load(reservation.id);
    return rows.map(toPaymentObject);
  }
}
