import {
  isPaystackSignatureValid,
  PAYSTACK_SIGNATURE_HEADER,
  PaystackError,
  paystackRequest,
  PaystackUnavailableError,
} from '../../core/paystack.js';
import {
  parseTransferEvent,
  PayoutProviderUnavailableError,
  PayoutSignatureError,
  RecipientRefusedError,
  TransferNotSentError,
  type PayoutEvent,
  type PayoutProvider,
  type Recipient,
  type RecipientDetails,
  type TransferRequest,
} from './payout-provider.js';

/** Paystack's recipient type: Nigerian banks are NUBANs, Ghanaian ones go through GhIPSS. */
const recipientType = (details: RecipientDetails) =>
  details.kind === 'MOBILE_MONEY' ? 'mobile_money' : details.currency === 'NGN' ? 'nuban' : 'ghipss';

/**
 * Paystack transfers: a transfer recipient per payout method (`POST /transferrecipient`), a
 * transfer per payout (`POST /transfer`, reference = our payout id), settled by the
 * `transfer.success` / `transfer.failed` / `transfer.reversed` webhooks, signed with the secret key.
 */
export class PaystackPayoutProvider implements PayoutProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly options: { secretKey: string; baseUrl: string }) {}

  async createRecipient(details: RecipientDetails): Promise<Recipient> {
    try {
      const data = await paystackRequest<{ recipient_code: string }>(
        this.options,
        'POST',
        '/transferrecipient',
        {
          type: recipientType(details),
          name: details.holderName,
          account_number: details.accountNumber,
          // Mobile money recipients name the network as their bank code (MTN, ATL, VOD; MPESA).
          bank_code: details.kind === 'MOBILE_MONEY' ? details.network : details.bankCode,
          currency: details.currency,
        },
      );
      return { recipientCode: data.recipient_code };
    } catch (error) {
      throw this.translate(error, RecipientRefusedError);
    }
  }

  async transfer(request: TransferRequest): Promise<{ reference: string }> {
    const body = {
      source: 'balance',
      amount: request.amount,
      currency: request.currency,
      recipient: request.recipientCode,
      reference: request.payoutId,
      reason: request.reason,
    };
    try {
      const data = await paystackRequest<{ transfer_code: string }>(this.options, 'POST', '/transfer', body);
      return { reference: data.transfer_code };
    } catch (error) {
      // Sent before, its answer lost: Paystack refuses the reference again; the transfer it made stands.
      if (error instanceof PaystackError && /duplicate|already/i.test(error.message)) {
        const path = `/transfer/verify/${encodeURIComponent(request.payoutId)}`;
        const known = await paystackRequest<{ transfer_code: string }>(this.options, 'GET', path).catch(
          (err: unknown) => {
            throw this.translate(err, TransferNotSentError);
          },
        );
        return { reference: known.transfer_code };
      }
      throw this.translate(error, TransferNotSentError);
    }
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): PayoutEvent {
    if (!isPaystackSignatureValid(this.options.secretKey, rawBody, headers[PAYSTACK_SIGNATURE_HEADER]))
      throw new PayoutSignatureError('The signature does not match.');
    return parseTransferEvent(rawBody);
  }

  private translate(error: unknown, Refused: new (message: string) => Error): Error {
    if (error instanceof PaystackUnavailableError) return new PayoutProviderUnavailableError(error.message);
    if (error instanceof PaystackError) return new Refused(error.message);
    return error as Error;
  }
}
