import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DatePicker } from '@/components/date-picker';
import { downloadCsv, toCsv, type CsvCell } from '@/lib/csv';
import { quickRange, type DateRange } from '@/lib/date-range';
import { errorMessage } from '@/lib/error-message';
import { formatInteger, formatIsoLocal } from '@/lib/format';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import {
  EXPORT_MAX_ROWS,
  ExportTooLarge,
  readBets,
  readTransactions,
  type BetRow,
  type HistoryKind,
  type TransactionRow,
} from '@/features/responsible/api/export-history';
import styles from '@/features/responsible/components/responsible.module.css';

type Translate = ReturnType<typeof useTranslation<['responsible', 'transactions', 'member']>>['t'];

function betRows(rows: BetRow[], zone: string, t: Translate): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [t('csv_time', { zone }), t('csv_round'), t('csv_game'), t('csv_vendor'), t('csv_category'), t('csv_stake'), t('csv_valid'), t('csv_win'), t('csv_profit'), t('csv_status')],
    rows: rows.map((row) => [
      formatIsoLocal(row.betTime, zone),
      row.roundId,
      row.gameName,
      row.vassalage,
      row.gameType,
      row.betAmount,
      row.validBet,
      row.winAmount,
      row.profit,
      t(`member:bet_status_${row.status}` as 'member:bet_status_settled', { defaultValue: row.status }),
    ]),
  };
}

function transactionRows(rows: TransactionRow[], zone: string, t: Translate): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [t('csv_time', { zone }), t('csv_reference'), t('csv_type'), t('csv_kind'), t('csv_wallet'), t('csv_amount'), t('csv_status')],
    rows: rows.map((row) => [
      formatIsoLocal(row.time, zone),
      row.id,
      t(`transactions:type_${row.type}` as 'transactions:type_ALL', { defaultValue: row.type }),
      row.kind,
      row.wallet,
      row.amount,
      t(`transactions:status_${row.status}` as 'transactions:status_DONE', { defaultValue: row.status }),
    ]),
  };
}

/** The betting and account records of any range, downloaded as CSV files. */
export function ExportSection() {
  const { t } = useTranslation(['responsible', 'transactions', 'member']);
  const zone = useBrandTimeZone();
  const headingId = useId();
  const [range, setRange] = useState<DateRange>(() => quickRange('last30', Date.now(), zone));
  const [busy, setBusy] = useState<HistoryKind | null>(null);
  const [read, setRead] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error' | 'success'; text: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const invalid = !range.begin || !range.end || range.begin > range.end;

  const run = async (kind: HistoryKind) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(kind);
    setRead(0);
    setNotice(null);
    try {
      const file =
        kind === 'bets'
          ? betRows(await readBets(range, setRead, controller.signal), zone, t)
          : transactionRows(await readTransactions(range, setRead, controller.signal), zone, t);
      if (file.rows.length === 0) {
        setNotice({ tone: 'info', text: t('export_empty') });
        return;
      }
      downloadCsv(`${kind === 'bets' ? 'betting-record' : 'account-record'}_${range.begin}_${range.end}.csv`, toCsv(file.header, file.rows));
      setNotice({ tone: 'success', text: t('export_done', { count: file.rows.length, shown: formatInteger(String(file.rows.length)) }) });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setNotice({
        tone: 'error',
        text:
          failure instanceof ExportTooLarge
            ? t('export_too_large', { count: failure.count, shown: formatInteger(String(failure.count)), max: formatInteger(String(EXPORT_MAX_ROWS)) })
            : errorMessage(failure),
      });
    } finally {
      if (abort.current === controller) setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('export_heading')}
      </h4>
      <p className={styles.muted}>{t('export_lead')}</p>
      <div className={styles.dates}>
        <DatePicker label={t('export_from')} value={range.begin} max={range.end || undefined} timeZone={zone} onChange={(begin) => setRange({ ...range, begin })} />
        <DatePicker label={t('export_to')} value={range.end} min={range.begin || undefined} timeZone={zone} onChange={(end) => setRange({ ...range, end })} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy === 'bets'} disabled={invalid || busy !== null} onClick={() => void run('bets')}>
          {t('export_bets')}
        </Button>
        <Button variant="secondary" loading={busy === 'transactions'} disabled={invalid || busy !== null} onClick={() => void run('transactions')}>
          {t('export_transactions')}
        </Button>
      </div>
      {busy ? (
        <p className={styles.muted} role="status">
          {t('export_reading', { count: read, shown: formatInteger(String(read)) })}
        </p>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </section>
  );
}
