import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import type { WalletBalance } from '@/types/api';
import { MAIN_WALLET } from '@/features/wallet/api/get-wallets';
import { useWalletMoves } from '@/features/wallet/api/transfer-wallet';
import { useRequestId } from '@/lib/use-request-id';
import { fromMinor, isAmount, toMinor } from '@/lib/amount';
import styles from '@/features/wallet/components/wallet-transfer-form.module.css';
import buttonStyles from '@/components/button.module.css';
import { cx } from '@/lib/cx';

interface WalletTransferFormProps {
  wallets: WalletBalance[];
  /** The game wallet on the other side (picked on the cards). */
  game: number;
  onGame: (accountTypeId: number) => void;
  nameOf: (wallet: WalletBalance) => string;
}

/** Moves money between the main wallet and one game wallet, either way. */
export function WalletTransferForm({ wallets, game, onGame, nameOf }: WalletTransferFormProps) {
  const { t } = useTranslation('wallet');
  const { transfer } = useWalletMoves();
  const request = useRequestId();
  const [inward, setInward] = useState(true); // main -> game
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const games = wallets.filter((wallet) => wallet.accountTypeId !== MAIN_WALLET);
  const byId = (id: number) => wallets.find((wallet) => wallet.accountTypeId === id);
  const source = byId(inward ? MAIN_WALLET : game);
  const target = byId(inward ? game : MAIN_WALLET);
  const available = source?.availBalance ?? '0.00';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const text = amount.trim();
    if (!isAmount(text)) return setError(t('amount_invalid'));
    if (toMinor(text) > toMinor(available)) return setError(t('amount_over_available', { amount: formatAmount(available) }));
    setError(null);
    setBusy(true);
    const body = { fromAccountTypeId: source?.accountTypeId ?? MAIN_WALLET, toAccountTypeId: target?.accountTypeId ?? game, amount: text };
    try {
      await transfer({ ...body, requestId: request.idFor(body) });
      request.done();
      setDone(t('transfer_done', { amount: formatAmount(text), from: source ? nameOf(source) : '', to: target ? nameOf(target) : '' }));
      setAmount('');
    } catch (caught) {
      setError(errorMessage(caught)); // a retry of the same move keeps its requestId
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.transfer} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.direction} role="group" aria-label={t('direction')}>
        <button type="button" className={cx(buttonStyles.chip, inward && buttonStyles.isActive)} aria-pressed={inward} onClick={() => setInward(true)}>
          {t('to_game')}
        </button>
        <button type="button" className={cx(buttonStyles.chip, !inward && buttonStyles.isActive)} aria-pressed={!inward} onClick={() => setInward(false)}>
          {t('to_main')}
        </button>
      </div>
      <div className={styles.fields}>
        <SelectField label={t('game_wallet')} value={String(game)} onChange={(event) => onGame(Number(event.target.value))}>
          {games.map((wallet) => (
            <option key={wallet.accountTypeId} value={wallet.accountTypeId}>
              {nameOf(wallet)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error}
          hint={t('available_in', { wallet: source ? nameOf(source) : '', amount: formatAmount(available) })}
          addon={
            <button type="button" className={buttonStyles.linkButton} onClick={() => setAmount(fromMinor(toMinor(available)))}>
              {t('all')}
            </button>
          }
        />
        <Button type="submit" loading={busy}>
          {t('transfer')}
        </Button>
      </div>
      <p className={styles.route}>
        {t('route', { from: source ? nameOf(source) : '', to: target ? nameOf(target) : '' })}
      </p>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </form>
  );
}
