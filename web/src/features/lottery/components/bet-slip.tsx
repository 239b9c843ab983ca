import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import { isApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useAccountGuard } from '@/lib/use-account-guard';
import { placeOrder, ticketsPath, type CurrentIssue, type LotteryGame } from '@/features/lottery/api/lottery';
import { PickPanel } from '@/features/lottery/components/pick-panel';
import { PrizeTable } from '@/features/lottery/components/prize-table';
import { checkAmount, NO_PICK, orderNumbers, quickAmounts, type PickInput, type Play } from '@/features/lottery/utils/bet-rules';
import styles from '@/features/lottery/components/lottery.module.css';

interface BetSlipProps {
  game: LotteryGame;
  current: CurrentIssue | undefined;
  closed: boolean;
  initialPlayType: string | null;
  /** The issue closed under the player: fetch the open one. */
  onIssueClosed: () => void;
}

/** The bet slip: play type, numbers, amount and Place bet (contract section 11, POST /lgw/orders). */
export function BetSlip({ game, current, closed, initialPlayType, onIssueClosed }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const guard = useAccountGuard();
  const { mutate } = useSWRConfig();
  // What each play type takes and pays comes with the open issue.
  const plays: Play[] = current?.plays ?? [];
  const [chosen, setChosen] = useState<string | null>(initialPlayType ?? game.defaultPlayType);
  const panelId = useId();
  const play = plays.find((p) => p.code === chosen) ?? plays[0];
  const [input, setInput] = useState<PickInput>(NO_PICK);
  const [amount, setAmount] = useState('');
  const [numbersError, setNumbersError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!current) return <Spinner size="sm" label={t('loading')} />;
  if (!play) return <p>{t('results_only')}</p>;

  const choosePlay = (next: string) => {
    setChosen(next);
    setInput(NO_PICK);
    setNumbersError(null);
  };

  const place = async () => {
    setSubmitError(null);
    setSuccess(null);
    const numbers = orderNumbers(play.pick, input);
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
        playType: play.code,
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

  // What the player picks for the chosen play type, and what it pays: the panel of its tab.
  const numbers = (
    <>
      <PickPanel
        play={play}
        input={input}
        onChange={(next) => {
          setInput(next);
          setNumbersError(null);
        }}
      />
      {numbersError ? <Alert>{numbersError}</Alert> : null}
      <PrizeTable play={play} />
    </>
  );

  return (
    <form className={styles.slip} aria-label={t('bet_slip')} onSubmit={onSubmit} noValidate>
      {plays.length > 1 ? (
        <Tabs
          label={t('play_types')}
          tabs={plays.map(({ code }) => ({ id: code, label: t(`play_${code}` as 'play_LO_2D', { defaultValue: code }) }))}
          value={play.code}
          onChange={choosePlay}
          panelId={panelId}
        />
      ) : (
        <p>{t(`play_${play.code}` as 'play_LO_2D', { defaultValue: play.code })}</p>
      )}

      {plays.length > 1 ? (
        <TabPanel id={panelId} tab={play.code}>
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
