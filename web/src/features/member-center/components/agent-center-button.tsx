import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentIcon } from '@/components/icons';
import { AGENT_ACCOUNT_TYPES } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { CenterPanel, type CenterPage } from '@/components/center-panel';

const MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'agentRevenue',
  'downlineTransactions',
] as const;

/** Agent centre: only for agent account types 1, 2, 41 and 42. */
export function AgentCenterButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('member');
  const { session } = useBoot();
  const [open, setOpen] = useState(false);
  if (session.accountType === null || !AGENT_ACCOUNT_TYPES.includes(session.accountType)) return null;
  const pages: CenterPage[] = MENU.map((id) => ({ id, label: t(`menu_${id}`) }));
  return (
    <>
      <button
        type="button"
        className={compact ? 'icon-button' : 'header-action'}
        onClick={() => setOpen(true)}
        aria-label={compact ? t('agent_center') : undefined}
      >
        <AgentIcon size={18} />
        {compact ? null : <span>{t('agent_center')}</span>}
      </button>
      <CenterPanel
        open={open}
        onClose={() => setOpen(false)}
        title={t('agent_center')}
        pages={pages}
        defaultPage="agentTeamOverview"
      />
    </>
  );
}
