import { useCallback } from 'react';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { formatAmount } from '@/lib/format';

/** An amount with the brand's currency symbol in front: "₫10,000.00". */
export function useMoney(): (amount: string | number) => string {
  const { brand } = useBoot();
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return useCallback((amount) => `${symbol}${formatAmount(amount)}`, [symbol]);
}
