import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/features/agent-reports/components/confirm-dialog';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import styles from '@/features/agent-reports/components/contracts.module.css';

export interface LowerRateDownline {
  downline: string;
  rate: string;
}

interface LowerRateDialogProps {
  /** The offer being accepted: its rate, and the downlines whose rate is above it. */
  offer: { rate: string; downlines: readonly LowerRateDownline[] } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Accepting a rate below what the user gave some downlines terminates those contracts: ask
 * first, naming them (contract.downline.rate.higher), and go on only if the user agrees.
 */
export function LowerRateDialog({ offer, busy, onCancel, onConfirm }: LowerRateDialogProps) {
  const { t } = useTranslation('agentReports');
  const wording = useContractWording();
  return (
    <ConfirmDialog
      open={offer !== null}
      title={t('lower_title')}
      confirmLabel={t('lower_confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    >
      <p>{t('lower_text', { rate: wording.rate(offer?.rate ?? '') })}</p>
      <ul className={styles.lower} aria-label={t('lower_list')}>
        {offer?.downlines.map((row) => (
          <li key={row.downline}>
            <span>{row.downline}</span>
            <strong>{wording.rate(row.rate)}</strong>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
