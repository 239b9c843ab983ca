import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { TabPanel, Tabs } from '@/components/tabs';
import { isApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { cx } from '@/lib/cx';
import { useAccountGuard } from '@/lib/use-account-guard';
import { placeOrder, ticketsPath, type CurrentIssue, type LotteryGame } from '@/features/lottery/api/lottery';
import {
  checkAmount,
  DIGITS,
  isSupported,
  KENO_BALLS,
  KENO_MAX_PICKS,
  orderNumbers,
  quickAmounts,
  type PlayType,
} from '@/features/lottery/utils/bet-rules';
import styles from '@/features/lottery/components/lottery.module.css';

interface BetSlipProps {
  game: LotteryGame;
  current: CurrentIssue | undefined;
  closed: boolean;
  initialPlayType: string | null;
  /** The issue closed under the player: fetch the open one. */
  onIssueClosed: () => void;
}

const BALLS = Array.from({ length: KENO_BALLS }, (_, i) => i + 1);

/** The bet slip: play type, numbers, amount and Place bet (contract section 11, POST /lgw/orders). */
export function BetSlip({ game, current, closed, initialPlayType, onIssueClosed }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const guard = useAccountGuard();
  const { mutate } = useSWRConfig();
  const playTypes = (current?.playTypes ?? game.playTypes).filter(isSupported);
  const [chosen, setChosen] = useState<string | null>(initialPlayType ?? game.defaultPlayType);
  const panelId = useId();
  const playType: PlayType | undefined = playTypes.find((p) => p === chosen) ?? playTypes[0];
  const [side, setSide] = useState<string | null>(null);
  const [digits, setDigits] = useState('');
  const [picks, setPicks] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [numbersError, setNumbersError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!playType) return <p>{t('results_only')}</p>;

  const choosePlay = (next: PlayType) => {
    setChosen(next);
    setSide(null);
    setDigits('');
    setPicks([]);
    setNumbersError(null);
  };

  const togglePick = (n: number) => {
    setNumbersError(null);
    setPicks((old) => (old.includes(n) ? old.filter((p) => p !== n) : old.length >= KENO_MAX_PICKS ? old : [...old, n]));
  };

  const place = async () => {
    setSubmitError(null);
    setSuccess(null);
    const numbers = orderNumbers(playType, { side, digits, picks });
    const checked = checkAmount(amount, game.minBet);
    setNumbersError(numbers ? null : t('numbers_required'));
    setAmountError(
      'problem' in checked
        ? checked.problem === 'min'
          ? t('amount_min', { min: formatAmount(game.minBet) })
          : t('amount_invalid')
        : null,
    );
    if (!numbers || 'problem' in checked || busy) return;
    setBusy(true);
    try {
      const { ticket } = await placeOrder({
        gameCode: game.gameCode,
        playType,
        numbers,
        amount: checked.amount,
        ...(current ? { issue: current.issue } : {}),
      });
      setSuccess(t('placed', { ticket: ticket.ticketId, issue: ticket.issue }));
      void mutate(sessionPaths.balance);
      void mutate((key) => Array.isArray(key) && key[0] === ticketsPath(game.gameCode));
    } catch (error) {
      setSubmitError(errorMessage(error));
      if (isApiError(error) && error.errorCode === 'lottery.issue.closed') onIssueClosed();
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    guard(() => void place(), 'realAccount');
  };

  const digitsLabel =
    playType === '5D_LAST2' ? t('last2_label') : playType === '5D_DIRECT' ? t('direct_label') : t('lo_label');

  // What the player picks for the chosen play type: the panel of its tab.
  const numbers = (
    <>
      {playType === '5D_BIG_SMALL' ? (
        <div className={styles.slipSides} role="group" aria-label={t('play_5D_BIG_SMALL')}>
          {(['BIG', 'SMALL'] as const).map((value) => (
            <Button
              key={value}
              variant={side === value ? 'primary' : 'secondary'}
              aria-pressed={side === value}
              onClick={() => {
                setSide(value);
                setNumbersError(null);
              }}
            >
              {t(value === 'BIG' ? 'big' : 'small')}
            </Button>
          ))}
        </div>
      ) : playType === 'KENO_PICK' ? (
        <div>
          <div className={styles.slipGrid} role="group" aria-label={t('keno_grid')}>
            {BALLS.map((n) => {
              const on = picks.includes(n);
              return (
                <button
                  key={n}
                  type="button"
                  className={cx(styles.ball, on && styles.ballOn)}
                  aria-pressed={on}
                  disabled={!on && picks.length >= KENO_MAX_PICKS}
                  onClick={() => togglePick(n)}
                >
                  {String(n).padStart(2, '0')}
                </button>
              );
            })}
          </div>
          <p aria-live="polite">
            {t('keno_picked', { count: picks.length, max: KENO_MAX_PICKS })}
          </p>
        </div>
      ) : (
        <TextField
          label={digitsLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={DIGITS[playType]}
          value={digits}
          onChange={(event) => {
            setDigits(event.target.value.replace(/\D/g, '').slice(0, DIGITS[playType]));
            setNumbersError(null);
          }}
          hint={t('digits_hint', { count: DIGITS[playType] ?? 0 })}
        />
      )}
      {numbersError ? <Alert>{numbersError}</Alert> : null}
    </>
  );

  return (
    <form className={styles.slip} aria-label={t('bet_slip')} onSubmit={onSubmit} noValidate>
      {playTypes.length > 1 ? (
        <Tabs
          label={t('play_types')}
          tabs={playTypes.map((id) => ({ id, label: t(`play_${id}`) }))}
          value={playType}
          onChange={choosePlay}
          panelId={panelId}
        />
      ) : (
        <p>{t(`play_${playType}`)}</p>
      )}

      {playTypes.length > 1 ? (
        <TabPanel id={panelId} tab={playType}>
          {numbers}
        </TabPanel>
      ) : (
        numbers
      )}

      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={amountError}
        hint={t('amount_hint', { min: formatAmount(game.minBet) })}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(null);
        }}
      />
      <div className={styles.slipQuick} role="group" aria-label={t('quick_amounts')}>
        {quickAmounts(game.minBet).map((value) => (
          <Button
            key={value}
            size="sm"
            variant="ghost"
            onClick={() => {
              setAmount(value);
              setAmountError(null);
            }}
          >
            {formatAmount(value)}
          </Button>
        ))}
      </div>

      {submitError ? <Alert>{submitError}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      <Button type="submit" block loading={busy} disabled={closed}>
        {t('place_bet')}
      </Button>
    </form>
  );
}
