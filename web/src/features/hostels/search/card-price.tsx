import { Text } from '@mantine/core';
import { periodLabel } from '../../../lib/format';
import { formatMoneyCode, type PriceLike } from '../format';

export interface CardPriceValues {
  /** The cheapest room's own price, as the owner set it. */
  lowestPrice?: PriceLike | null;
  /** The lowest monthly equivalent per bed: what search compares without dates. */
  monthlyPrice?: { amount: number; currency: string } | null;
  /** With stay dates: the cheapest reservable stay, as quoted (fee included). */
  stayPrice?: { total: number; currency: string; nights: number; beds: number; pricePeriod: string } | null;
}

/**
 * What a search card says the hostel costs, in the hostel's own currency: the total of the searched
 * stay when dates were given, else the monthly equivalent search compared ("≈ GHS 1,200 / month"),
 * with the price as set beside it when it is not per month.
 */
export function cardPriceText(
  values: CardPriceValues,
  locale?: string,
): { main: string; detail: string | null } {
  const { stayPrice, monthlyPrice, lowestPrice } = values;
  if (stayPrice) {
    const nights = `${stayPrice.nights} ${stayPrice.nights === 1 ? 'night' : 'nights'}`;
    const beds = stayPrice.beds > 1 ? `, ${stayPrice.beds} beds` : '';
    const what = stayPrice.pricePeriod === 'SEMESTER' ? `the whole term (${nights})` : nights;
    return {
      main: `${formatMoneyCode(stayPrice.total, stayPrice.currency, locale)} total`,
      detail: `${what}${beds}, fees included`,
    };
  }
  if (monthlyPrice) {
    const asSet =
      lowestPrice && lowestPrice.period !== 'MONTH'
        ? `${formatMoneyCode(lowestPrice.amount, lowestPrice.currency, locale)} / ${periodLabel(lowestPrice.period)}`
        : null;
    return {
      main: `≈ ${formatMoneyCode(monthlyPrice.amount, monthlyPrice.currency, locale)} / month`,
      detail: asSet && `Priced at ${asSet} per bed`,
    };
  }
  return { main: 'Price on request', detail: null };
}

export function CardPrice({ values }: { values: CardPriceValues }) {
  const { main, detail } = cardPriceText(values);
  return (
    <div>
      <Text fw={700}>{main}</Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}
