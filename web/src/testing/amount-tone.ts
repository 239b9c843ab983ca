import styles from '@/components/signed-amount.module.css';

/** How a SignedAmount reads: green (`positive`), red (`negative`) or neither (`zero`). */
export function amountTone(element: HTMLElement): 'positive' | 'negative' | 'zero' {
  const has = (name: string | undefined) => name !== undefined && element.classList.contains(name);
  if (has(styles.positive)) return 'positive';
  if (has(styles.negative)) return 'negative';
  return 'zero';
}
