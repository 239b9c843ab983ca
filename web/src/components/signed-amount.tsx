import styles from '@/components/signed-amount.module.css';
import { formatAmount } from '@/lib/format';

/** positive / negative / zero, read from the decimal string (no floats). */
function amountTone(value: string): 'positive' | 'negative' | 'zero' {
  const text = formatAmount(value);
  if (/^-/.test(text)) return 'negative';
  return /^[0,.]+$/.test(text) ? 'zero' : 'positive';
}

interface SignedAmountProps {
  value: string;
  plus?: boolean;
  /** How the number reads (default: money with 2 decimals; points in whole points). */
  format?: (value: string) => string;
}

/**
 * An amount that reads as gain or loss: green above zero, red below, with separators; left to
 * right in every language (its sign stays in front).
 */
export function SignedAmount({ value, plus = false, format = formatAmount }: SignedAmountProps) {
  const tone = amountTone(value);
  return (
    <span className={tone === 'zero' ? undefined : styles[tone]} dir="ltr">
      {plus && tone === 'positive' ? '+' : ''}
      {format(value)}
    </span>
  );
}
