import styles from '@/components/signed-amount.module.css';
import { formatAmount } from '@/lib/format';

/** positive / negative / zero, read from the decimal string (no floats). */
function amountTone(value: string): 'positive' | 'negative' | 'zero' {
  const text = formatAmount(value);
  if (/^-/.test(text)) return 'negative';
  return /^[0,.]+$/.test(text) ? 'zero' : 'positive';
}

/** An amount that reads as gain or loss: green above zero, red below, with separators. */
export function SignedAmount({ value, plus = false }: { value: string; plus?: boolean }) {
  const tone = amountTone(value);
  return (
    <span className={tone === 'zero' ? undefined : styles[tone]}>
      {plus && tone === 'positive' ? '+' : ''}
      {formatAmount(value)}
    </span>
  );
}
