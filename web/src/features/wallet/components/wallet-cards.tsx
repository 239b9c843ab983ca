import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import type { WalletBalance } from '@/types/api';
import { MAIN_WALLET } from '@/features/wallet/api/get-wallets';
import { toMinor } from '@/lib/amount';
import { cx } from '@/lib/cx';
import styles from '@/features/wallet/components/wallet-cards.module.css';

interface WalletCardsProps {
  wallets: WalletBalance[];
  symbol: string;
  /** The game wallet picked as the other side of a transfer. */
  selected: number | null;
  onSelect: (accountTypeId: number) => void;
}

/** The main wallet, then every game wallet with its balance; a game wallet can be picked. */
export function WalletCards({ wallets, symbol, selected, onSelect }: WalletCardsProps) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles.cards} aria-label={t('wallets')}>
      {wallets.map((wallet) => {
        const main = wallet.accountTypeId === MAIN_WALLET;
        const name = main ? t('main_wallet') : (wallet.displayName ?? wallet.accountTypeName ?? String(wallet.accountTypeId));
        const empty = toMinor(wallet.availBalance) === 0n;
        return (
          <li key={wallet.accountTypeId}>
            <button
              type="button"
              className={cx(styles.card, main && styles.main, selected === wallet.accountTypeId && styles.isActive, empty && styles.isEmpty)}
              aria-pressed={main ? undefined : selected === wallet.accountTypeId}
              disabled={main}
              onClick={() => onSelect(wallet.accountTypeId)}
            >
              <span className={styles.name}>{name}</span>
              <span className={styles.amount}>
                <bdi dir="ltr">{`${symbol} ${formatAmount(wallet.availBalance)}`}</bdi>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
