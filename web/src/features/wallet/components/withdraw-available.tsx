import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useRequestId } from '@/lib/use-request-id';
import { fromMinor, toMinor } from '@/lib/amount';
import { MAIN_WALLET, useWallets } from '@/features/wallet/api/get-wallets';
import { useWalletMoves } from '@/features/wallet/api/transfer-wallet';
import { type WithdrawSetting, withdrawPaths } from '@/features/wallet/api/withdrawals';
import summary from '@/components/wallet-summary.module.css';
import styles from '@/features/wallet/components/withdraw-form.module.css';

interface WithdrawAvailableProps {
  setting: WithdrawSetting;
  symbol: string;
}

/**
 * What can be withdrawn now (the main wallet), and the money still in game wallets with the one
 * step that brings it back: with auto-transfer on, play leaves the main wallet empty while the
 * header's total still counts the game wallets.
 */
export function WithdrawAvailable({ setting, symbol }: WithdrawAvailableProps) {
  const { t } = useTranslation('wallet');
  const { mutate } = useSWRConfig();
  const wallets = useWallets();
  const moves = useWalletMoves();
  const recoverId = useRequestId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const inGames = (wallets.data?.balance ?? [])
    .filter((wallet) => wallet.accountTypeId !== MAIN_WALLET)
    .reduce((sum, wallet) => sum + toMinor(wallet.availBalance), 0n);
  const held = `${symbol} ${formatAmount(fromMinor(inGames))}`;

  const recover = async () => {
    setBusy(true);
    setNotice(null);
    try {
      // recoverAll puts the new balances under the header's key; the setting holds `available`.
      await moves.recoverAll(recoverId.idFor('recover'));
      recoverId.done();
      const fresh = await mutate<WithdrawSetting>(withdrawPaths.setting);
      const available = fresh?.available ?? setting.available;
      setNotice({ tone: 'success', text: t('recovered_available', { amount: `${symbol} ${formatAmount(available)}` }) });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={summary.summary} aria-label={t('withdrawable')}>
      <div>
        <span className={summary.label}>{t('withdrawable')}</span>
        <strong className={summary.total} data-testid="withdraw-available">
          <bdi dir="ltr">{`${symbol} ${formatAmount(setting.available)}`}</bdi>
        </strong>
        {toMinor(setting.available) === 0n && inGames === 0n && wallets.data ? (
          <span className={summary.frozen}>{t('withdrawable_none')}</span>
        ) : null}
      </div>
      {wallets.error ? (
        <div className={summary.actions}>
          <Alert>{errorMessage(wallets.error)}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void wallets.mutate()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      ) : !wallets.data ? (
        <Spinner size="sm" label={t('loading')} />
      ) : inGames > 0n ? (
        <div className={summary.actions}>
          <Button variant="secondary" className={styles.recover} loading={busy} onClick={() => void recover()}>
            {t('recover_amount', { amount: held })}
          </Button>
        </div>
      ) : null}
      {inGames > 0n ? <p className={summary.hint}>{t('recover_why', { amount: held })}</p> : null}
      {notice ? (
        <Alert tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Alert>
      ) : null}
    </section>
  );
}
