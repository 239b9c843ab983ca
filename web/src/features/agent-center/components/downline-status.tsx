import { useTranslation } from 'react-i18next';
import type { Downline } from '@/features/agent-center/api/get-downlines';
import { StatusPill, type StatusTone } from '@/components/status-pill';

const TONE: Record<Downline['status'], StatusTone> = { active: 'success', locked: 'danger' };

/** Active or locked, as a small status chip; `alignStart` in a card's head. */
export function DownlineStatus({ status, alignStart = false }: { status: Downline['status']; alignStart?: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <StatusPill tone={TONE[status]} alignStart={alignStart}>
      {t(`status_${status}`)}
    </StatusPill>
  );
}
