import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CheckboxField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import type { WalletBalance } from '@/types/api';
import { useMerchantWallet } from '@/features/wallet/api/get-merchant-wallet';
import { MAIN_WALLET, useWallets } from '@/features/wallet/api/get-wallets';
import { useWalletMoves } from '@/features/wallet/api/transfer-wallet';
import { WalletCards } from '@/features/wallet/components/wallet-cards';
import { WalletTransferForm } from '@/features/wallet/components/wallet-transfer-form';
import { useRequestId } from '@/lib/use-request-id';
import { toMinor } from '@/lib/amount';
import summary from '@/components/wallet-summary.module.css';
import pages from '@/features/wallet/components/money-pages.module.css';
import recordStyles from '@/components/record.module.css';

/** My wallet (transferFund): every wallet, transfers, recover all and auto-transfer. */
export function MyWallet() {
  const { t } = useTranslation('wallet');
  const { brand } = useBoot();
  const merchant = useMerchantWallet();
  const wallets = useWallets();
  const moves = useWalletMoves();
  const recoverId = useRequestId();
  const [game, setGame] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'recover' | 'auto' | null>(null);

  const error = merchant.error ?? wallets.error;
  if (error) {
    return (
      <div className={recordStyles.error}>
        <Alert>{errorMessage(error)}</Alert>
        <Button variant="secondary" onClick={() => void Promise.all([merchant.mutate(), wallets.mutate()])}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!merchant.data || !wallets.data) return <Spinner size="lg" label={t('loading')} />;
  if (merchant.data.isSingle) {
    return (
      <EmptyState title={t('single_title')}>
        <p>{t('single_text')}</p>
      </EmptyState>
    );
  }

  const list = wallets.data.balance;
  const symbol = wallets.data.currencySymbol || brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const games = list.filter((wallet) => wallet.accountTypeId !== MAIN_WALLET);
  const picked = game ?? games.find((wallet) => toMinor(wallet.availBalance) > 0n)?.accountTypeId ?? games[0]?.accountTypeId ?? null;
  const nameOf = (wallet: WalletBalance) =>
    wallet.accountTypeId === MAIN_WALLET ? t('main_wallet') : (wallet.displayName ?? wallet.accountTypeName ?? String(wallet.accountTypeId));
  const inGames = games.reduce((sum, wallet) => sum + toMinor(wallet.availBalance), 0n);

  const recover = async () => {
    setBusy('recover');
    setNotice(null);
    try {
      await moves.recoverAll(recoverId.idFor('recover'));
      recoverId.done();
      setNotice({ tone: 'success', text: t('recovered') });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setBusy(null);
    }
  };
  const toggleAuto = async (on: boolean) => {
    setBusy('auto');
    setNotice(null);
    try {
      await moves.setAutoTransfer(on);
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={pages.page}>
      <section className={summary.summary} aria-label={t('summary')}>
        <div>
          <span className={summary.label}>{t('total')}</span>
          <strong className={summary.total} data-testid="wallet-total">
            <bdi dir="ltr">{`${symbol} ${formatAmount(wallets.data.sumBalance)}`}</bdi>
          </strong>
          {toMinor(wallets.data.frozenBalance) > 0n ? (
            <span className={summary.frozen}>{t('frozen', { amount: formatAmount(wallets.data.frozenBalance) })}</span>
          ) : null}
        </div>
        <div className={summary.actions}>
          <Button variant="secondary" loading={busy === 'recover'} disabled={inGames === 0n} onClick={() => void recover()}>
            {t('recover_all')}
          </Button>
          <CheckboxField
            label={t('auto_transfer')}
            checked={merchant.data.autoTransfer ?? false}
            disabled={busy === 'auto'}
            onChange={(event) => void toggleAuto(event.target.checked)}
          />
        </div>
        <p className={summary.hint}>{t(merchant.data.autoTransfer ? 'auto_transfer_on' : 'auto_transfer_off')}</p>
      </section>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <WalletCards wallets={list} symbol={symbol} selected={picked} onSelect={setGame} />
      {picked !== null ? <WalletTransferForm wallets={list} game={picked} onGame={setGame} nameOf={nameOf} /> : null}
    </div>
  );
}
