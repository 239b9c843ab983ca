import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { useBetCategories } from '@/app/shell/use-bet-categories';
import { Spinner } from '@/components/spinner';
import type { BetCategory } from '@/lib/bets';
import type { AgentCenterPages } from '@/features/agent-center/components/agent-center-button';

// The agent pages load with their own chunks when an agent opens them, not with the site.
const AgentAnnouncements = lazyPage<object>(() =>
  import('@/features/agent-center/components/agent-announcements').then((m) => ({ default: m.AgentAnnouncements })),
);
const TeamOverview = lazyPage<object>(() => import('@/features/agent-center/components/team-overview').then((m) => ({ default: m.TeamOverview })));
const RegisterAccount = lazyPage<object>(() =>
  import('@/features/agent-center/components/register-account').then((m) => ({ default: m.RegisterAccount })),
);
const TeamManagement = lazyPage<object>(() =>
  import('@/features/agent-center/components/team-management').then((m) => ({ default: m.TeamManagement })),
);
const TeamBetting = lazyPage<{ categories?: readonly BetCategory[] }>(() => import('@/features/agent-reports/components/team-betting').then((m) => ({ default: m.TeamBetting })));
const UserProfitLoss = lazyPage<object>(() =>
  import('@/features/agent-reports/components/user-profit-loss').then((m) => ({ default: m.UserProfitLoss })),
);
const AgentIncome = lazyPage<object>(() => import('@/features/agent-reports/components/agent-income').then((m) => ({ default: m.AgentIncome })));
const DownlineTransactions = lazyPage<object>(() =>
  import('@/features/agent-reports/components/downline-transactions').then((m) => ({ default: m.DownlineTransactions })),
);
const contracts = () => import('@/features/agent-reports/components/contracts-page');
const DividendContracts = lazyPage<object>(() => contracts().then((m) => ({ default: m.DividendContracts })));
const DailySalaryContracts = lazyPage<object>(() => contracts().then((m) => ({ default: m.DailySalaryContracts })));
const HourlySalaryContracts = lazyPage<object>(() => contracts().then((m) => ({ default: m.HourlySalaryContracts })));
const RealTimeSalaryContracts = lazyPage<object>(() => contracts().then((m) => ({ default: m.RealTimeSalaryContracts })));

const page = (Page: ComponentType) => () => (
  <Suspense fallback={<Spinner size="lg" />}>
    <Page />
  </Suspense>
);

/**
 * The agent centre's pages, composed here so features do not import each other:
 * the team pages (features/agent-center) and the reports and contracts
 * (features/agent-reports). Called only while the panel is open.
 */
export function useAgentCenterPages(): AgentCenterPages {
  const categories = useBetCategories();
  return {
    agentAnnouncement: { render: page(AgentAnnouncements) },
    agentTeamOverview: { render: page(TeamOverview) },
    registerCenter: { render: page(RegisterAccount) },
    teamManagement: { render: page(TeamManagement) },
    teamBetting: {
      render: () => (
        <Suspense fallback={<Spinner size="lg" />}>
          <TeamBetting categories={categories} />
        </Suspense>
      ),
    },
    userProfitLoss: { render: page(UserProfitLoss) },
    agentRevenue: { render: page(AgentIncome) },
    downlineTransactions: { render: page(DownlineTransactions) },
    dividend: { render: page(DividendContracts) },
    dailySalary: { render: page(DailySalaryContracts) },
    hourlySalary: { render: page(HourlySalaryContracts) },
    realTimeSalary: { render: page(RealTimeSalaryContracts) },
  };
}
