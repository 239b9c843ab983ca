import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useContractAction } from '@/features/agent-reports/api/update-contract';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import { DIVIDEND_PERIODS, type ContractKind, type DividendPeriod } from '@/features/agent-reports/utils/contract-kinds';
import { formatRate, rateHundredths } from '@/features/agent-reports/utils/rate';
import fieldStyles from '@/components/field.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-reports/components/contracts.module.css';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const COUNT = /^\d{1,6}$/;

type Field = 'downline' | 'rate' | 'minValidBet' | 'minActiveMembers';
type Problems = Partial<Record<Field, string>>;

interface OfferValues {
  downline: string;
  rate: string;
  period: DividendPeriod;
  minValidBet: string;
  minActiveMembers: string;
}

const EMPTY: OfferValues = { downline: '', rate: '', period: 'D', minValidBet: '', minActiveMembers: '' };

/** The most the server says one may offer, from contract.rate.too.high's value. */
const maxRateOf = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { maxRate?: unknown }).maxRate === 'string'
    ? (value as { maxRate: string }).maxRate
    : null;

/**
 * Offer a contract of this kind to a direct downline agent: a rate up to my own (maxRate), the
 * period (a dividend only) and the thresholds a period must meet. Checked here first, then by
 * the server, whose answers land on the field they are about.
 */
export function OfferContractForm({ kind, maxRate }: { kind: ContractKind; maxRate: string | null }) {
  const { t } = useTranslation('agentReports');
  const wording = useContractWording();
  const act = useContractAction(kind);
  const titleId = useId();
  const [values, setValues] = useState<OfferValues>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [offeredTo, setOfferedTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof OfferValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setOfferedTo(null);
  };

  const tooHigh = (max: string) => t('offer_rate_too_high', { maxRate: formatRate(max) });

  const check = (): Problems => {
    const found: Problems = {};
    const required = t('offer_required');
    if (!values.downline.trim()) found.downline = required;
    const rate = rateHundredths(values.rate);
    const max = rateHundredths(maxRate);
    if (!values.rate.trim()) found.rate = required;
    else if (rate === null || rate <= 0) found.rate = t('offer_rate_invalid');
    else if (maxRate !== null && max !== null && rate > max) found.rate = tooHigh(maxRate);
    if (!values.minValidBet.trim()) found.minValidBet = required;
    else if (!AMOUNT.test(values.minValidBet.trim())) found.minValidBet = t('offer_amount_invalid');
    if (!values.minActiveMembers.trim()) found.minActiveMembers = required;
    else if (!COUNT.test(values.minActiveMembers.trim())) found.minActiveMembers = t('offer_count_invalid');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setOfferedTo(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const downline = values.downline.trim();
    setBusy(true);
    try {
      await act({
        action: 'offer',
        downline,
        rate: formatRate(values.rate.trim()),
        ...(kind === 'dividend' ? { period: values.period } : {}),
        minValidBet: values.minValidBet.trim(),
        minActiveMembers: Number(values.minActiveMembers.trim()),
      });
      setValues(EMPTY);
      setOfferedTo(downline);
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'contract.rate.too.high') {
        setProblems({ rate: tooHigh(maxRateOf(isApiError(error) ? error.value : null) ?? maxRate ?? '') });
      } else if (code === 'agent.member.not.found') {
        setProblems({ downline: t('offer_downline_not_found') });
      } else if (code === 'contract.downline.invalid') {
        setProblems({ downline: errorMessage(error) });
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('offer_title')}
      </h3>
      <form className={styles.offer} onSubmit={(event) => void submit(event)} noValidate>
        {offeredTo ? <Alert tone="success">{t('offer_done', { downline: offeredTo })}</Alert> : null}
        {failure ? <Alert>{errorMessage(failure)}</Alert> : null}
        <TextField
          label={t('offer_downline')}
          required
          autoComplete="off"
          spellCheck={false}
          value={values.downline}
          error={problems.downline}
          onChange={(event) => set('downline', event.target.value)}
        />
        <TextField
          label={t('offer_rate')}
          required
          inputMode="decimal"
          value={values.rate}
          error={problems.rate}
          hint={maxRate !== null ? t('offer_rate_hint', { maxRate: formatRate(maxRate) }) : undefined}
          onChange={(event) => set('rate', event.target.value)}
        />
        {kind === 'dividend' ? (
          <SelectField label={t('offer_period')} value={values.period} onChange={(event) => set('period', event.target.value)}>
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {wording.period(period)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label={t('offer_min_valid_bet')}
          required
          inputMode="decimal"
          value={values.minValidBet}
          error={problems.minValidBet}
          onChange={(event) => set('minValidBet', event.target.value)}
        />
        <TextField
          label={t('offer_min_active')}
          required
          inputMode="numeric"
          value={values.minActiveMembers}
          error={problems.minActiveMembers}
          onChange={(event) => set('minActiveMembers', event.target.value)}
        />
        <div className={cx(fieldStyles.formActions, styles.wide)}>
          <Button type="submit" loading={busy}>
            {t('offer_submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
