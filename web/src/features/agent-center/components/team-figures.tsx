import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { formatAmount } from '@/lib/format';
import type { TeamOverview } from '@/features/agent-center/api/get-team-overview';
import { formatCount } from '@/features/agent-center/utils/format-count';
import styles from '@/features/agent-center/components/team-figures.module.css';

/** The overview's figure tiles: people first, then money; profit and loss is signed. */
export function TeamFigures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  return (
    <dl className={styles.figures} aria-label={t('overview_figures')}>
      <Tile
        label={t('fig_members')}
        value={formatCount(overview.members)}
        note={t('fig_members_note', { direct: formatCount(overview.directMembers), agents: formatCount(overview.agents) })}
      />
      <Tile label={t('fig_new_today')} value={formatCount(overview.newToday)} />
      <Tile label={t('fig_new_members')} value={formatCount(overview.newMembers)} />
      <Tile label={t('fig_active_members')} value={formatCount(overview.activeMembers)} />
      <Tile label={t('fig_deposits')} value={formatAmount(overview.deposits)} />
      <Tile label={t('fig_withdrawals')} value={formatAmount(overview.withdrawals)} />
      <Tile label={t('fig_bets')} value={formatAmount(overview.betAmount)} />
      <Tile label={t('fig_valid_bets')} value={formatAmount(overview.validBet)} />
      <Tile label={t('fig_profit')} value={<SignedAmount value={overview.profit} plus />} note={t('fig_profit_note')} />
      <Tile label={t('fig_team_balance')} value={formatAmount(overview.teamBalance)} note={t('fig_team_balance_note')} />
    </dl>
  );
}

function Tile({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className={styles.tile}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {note ? <span className={styles.note}>{note}</span> : null}
      </dd>
    </div>
  );
}
