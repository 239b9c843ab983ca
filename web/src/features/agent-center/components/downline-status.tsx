import { useTranslation } from 'react-i18next';
import type { Downline } from '@/features/agent-center/api/get-downlines';

/** Active or locked, as a small status chip. */
export function DownlineStatus({ status }: { status: Downline['status'] }) {
  const { t } = useTranslation('agent');
  return <span className={`status status--${status}`}>{t(`status_${status}`)}</span>;
}
