import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useContracts, type Contract } from '@/features/agent-reports/api/get-contracts';
import { useContractAction } from '@/features/agent-reports/api/update-contract';
import { ConfirmDialog } from '@/features/agent-reports/components/confirm-dialog';
import { ContractHistory } from '@/features/agent-reports/components/contract-history';
import { LowerRateDialog, type LowerRateDownline } from '@/features/agent-reports/components/lower-rate-dialog';
import { MyContract } from '@/features/agent-reports/components/my-contract';
import { OfferContractForm } from '@/features/agent-reports/components/offer-contract-form';
import { OfferedContracts } from '@/features/agent-reports/components/offered-contracts';
import { RevenueTable } from '@/features/agent-reports/components/revenue-table';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import type { ContractKind } from '@/features/agent-reports/utils/contract-kinds';
import recordStyles from '@/components/record.module.css';
import styles from '@/features/agent-reports/components/contracts.module.css';

/** Dividend contracts (MCSFE_processContractDividend). */
export function DividendContracts() {
  return <ContractsPage kind="dividend" />;
}

/** Daily salary contracts (MCSFE_processDailySalaryContract). */
export function DailySalaryContracts() {
  return <ContractsPage kind="daily_salary" />;
}

/** Hourly salary contracts (MCSFE_processContractHourSalary). */
export function HourlySalaryContracts() {
  return <ContractsPage kind="hourly_salary" />;
}

/** Real-time salary contracts (MCSFE_processRealTimeSalaryContract). */
export function RealTimeSalaryContracts() {
  return <ContractsPage kind="realtime_salary" />;
}

/** One kind's contracts: mine (accept, reject, terminate), offering to downlines, history, payouts. */
function ContractsPage({ kind }: { kind: ContractKind }) {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <ContractsContent key={kind} kind={kind} />
    </Suspense>
  );
}

/** The downlines contract.downline.rate.higher names, from its value. */
function lowerDownlines(value: unknown): LowerRateDownline[] {
  const list = value && typeof value === 'object' ? (value as { downlines?: unknown }).downlines : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: unknown) => {
    if (!row || typeof row !== 'object') return [];
    const { downline, rate } = row as { downline?: unknown; rate?: unknown };
    return typeof downline === 'string' ? [{ downline, rate: String(rate ?? '') }] : [];
  });
}

function ContractsContent({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentReports');
  const wording = useContractWording();
  const payoutsId = useId();
  const { data, error, mutate } = useContracts(kind);
  const act = useContractAction(kind);
  const [busy, setBusy] = useState<'accept' | 'reject' | 'terminate' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [terminating, setTerminating] = useState<Contract | null>(null);
  const [lower, setLower] = useState<{ contract: Contract; downlines: LowerRateDownline[] } | null>(null);

  if (!data) {
    if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
    return <Spinner size="lg" label={t('contracts_loading')} />;
  }

  const run = async (what: 'accept' | 'reject' | 'terminate', send: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(what);
    setNotice(null);
    setFailure(null);
    try {
      await send();
      setNotice(done);
      return true;
    } catch (caught) {
      setFailure(caught);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const accept = async (contract: Contract, terminateLower = false) => {
    setBusy('accept');
    setNotice(null);
    setFailure(null);
    try {
      await act({ action: 'accept', contractId: contract.id, ...(terminateLower ? { terminateLower: true } : {}) });
      setLower(null);
      setNotice(t('accepted_done'));
    } catch (caught) {
      if (!terminateLower && isApiError(caught) && caught.errorCode === 'contract.downline.rate.higher') {
        // Ask: accepting at this rate would end the contracts these downlines hold.
        setLower({ contract, downlines: lowerDownlines(caught.value) });
      } else {
        setLower(null);
        setFailure(caught);
      }
    } finally {
      setBusy(null);
    }
  };

  const reject = (contract: Contract) => void run('reject', () => act({ action: 'reject', contractId: contract.id }), t('rejected_done'));

  const terminate = async () => {
    if (!terminating) return;
    await run('terminate', () => act({ action: 'terminate', contractId: terminating.id }), t('terminated_done'));
    setTerminating(null);
  };

  return (
    <div className={recordStyles.record}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert>{errorMessage(failure)}</Alert> : null}
      <MyContract
        mine={data.mine}
        current={data.current}
        busy={busy === 'accept' || busy === 'reject' ? busy : null}
        onAccept={(contract) => void accept(contract)}
        onReject={reject}
        onTerminate={setTerminating}
      />
      {data.canOffer ? <OfferContractForm kind={kind} maxRate={data.maxRate} /> : null}
      {data.canOffer || data.offered.length > 0 ? (
        <OfferedContracts contracts={data.offered} onTerminate={setTerminating} disabled={busy !== null} />
      ) : null}
      <ContractHistory events={data.history} />
      <section className={styles.section} aria-labelledby={payoutsId}>
        <h3 id={payoutsId} className={styles.title}>
          {t('payouts_title')}
        </h3>
        {data.payouts.length === 0 ? (
          <p className={styles.note}>{t('payouts_empty')}</p>
        ) : (
          <RevenueTable rows={data.payouts} label={t('payouts_title')} showKind={false} />
        )}
      </section>

      <ConfirmDialog
        open={terminating !== null}
        title={t('terminate_title')}
        confirmLabel={t('terminate')}
        busy={busy === 'terminate'}
        onCancel={() => setTerminating(null)}
        onConfirm={() => void terminate()}
      >
        <p>
          {terminating
            ? t('terminate_confirm', {
                upline: wording.party(terminating.upline),
                downline: terminating.downline,
                rate: wording.rate(terminating.rate),
              })
            : null}
        </p>
      </ConfirmDialog>
      <LowerRateDialog
        offer={lower ? { rate: lower.contract.rate, downlines: lower.downlines } : null}
        busy={busy === 'accept'}
        onCancel={() => setLower(null)}
        onConfirm={() => lower && void accept(lower.contract, true)}
      />
    </div>
  );
}
