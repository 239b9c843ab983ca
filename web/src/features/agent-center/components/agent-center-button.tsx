import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentIcon } from '@/components/icons';
import { CenterPanel, type CenterPage } from '@/components/center-panel';
import { AGENT_ACCOUNT_TYPES } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { useContractFlags, type ContractFlags } from '@/features/agent-center/api/get-contract-flags';
import buttonStyles from '@/components/button.module.css';

/** The agent centre's menu in SPEC.md order (section 2). */
const TEAM_MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'agentRevenue',
  'downlineTransactions',
] as const;

/** Contract pages, each shown only when its consolidated flag is 1 (contract section 13). */
const CONTRACT_MENU = [
  ['dividend', 'divtypereq'],
  ['dailySalary', 'dailysalreqtype'],
  ['hourlySalary', 'contracthoursalreq'],
  ['realTimeSalary', 'realtimesalreqtype'],
] as const satisfies readonly (readonly [string, keyof ContractFlags])[];

export type AgentCenterPageId = (typeof TEAM_MENU)[number] | (typeof CONTRACT_MENU)[number][0];

/** Pages composed in src/app (this feature's and other features'); `hidden` leaves one out of the menu. */
export type AgentCenterPages = Partial<Record<AgentCenterPageId, { render: () => ReactNode; hidden?: boolean }>>;

const DEFAULT_PAGE: AgentCenterPageId = 'agentTeamOverview';

/** Agent centre: only for agent account types 1, 2, 41 and 42 (SPEC.md section 6). */
export function AgentCenterButton({
  compact = false,
  usePages,
}: {
  compact?: boolean;
  /** Called only while the panel is open: the pages, composed in src/app. */
  usePages?: () => AgentCenterPages;
}) {
  const { t } = useTranslation('member');
  const { session } = useBoot();
  const [open, setOpen] = useState(false);
  if (session.accountType === null || !AGENT_ACCOUNT_TYPES.includes(session.accountType)) return null;
  return (
    <>
      <button
        type="button"
        className={compact ? buttonStyles.iconButton : buttonStyles.headerAction}
        onClick={() => setOpen(true)}
        aria-label={compact ? t('agent_center') : undefined}
      >
        <AgentIcon size={18} />
        {compact ? null : <span>{t('agent_center')}</span>}
      </button>
      {open ? (
        // The menu's wording loads with the panel.
        <Suspense fallback={null}>
          <AgentCenterPanel onClose={() => setOpen(false)} usePages={usePages} />
        </Suspense>
      ) : null}
    </>
  );
}

const noPages = (): AgentCenterPages => ({});

/** The open panel: the team pages, then the contract pages the member's flags allow. */
function AgentCenterPanel({ onClose, usePages = noPages }: { onClose: () => void; usePages?: () => AgentCenterPages }) {
  const { t } = useTranslation(['agent', 'member']);
  const composed = usePages();
  const { data: flags } = useContractFlags();
  const menu: AgentCenterPageId[] = [
    ...TEAM_MENU,
    ...CONTRACT_MENU.filter(([, flag]) => flags?.[flag] === 1).map(([id]) => id),
  ];
  const pages: CenterPage[] = menu
    .filter((id) => !composed[id]?.hidden)
    .map((id) => ({ id, label: t(`menu_${id}`), render: composed[id]?.render }));
  return <CenterPanel open onClose={onClose} title={t('agent_center', { ns: 'member' })} pages={pages} defaultPage={DEFAULT_PAGE} />;
}
