import { setupServer } from 'msw/node';
import { agentHandlers } from '@/testing/handlers/agent';
import { agentReportsHandlers } from '@/testing/handlers/agent-reports';
import { authHandlers } from '@/testing/handlers/auth';
import { balanceHandlers } from '@/testing/handlers/balance';
import { betsHandlers } from '@/testing/handlers/bets';
import { bannersHandlers } from '@/testing/handlers/banners';
import { gamesHandlers } from '@/testing/handlers/games';
import { lotteryHandlers } from '@/testing/handlers/lottery';
import { memberHandlers } from '@/testing/handlers/member';
import { registerHandlers } from '@/testing/handlers/register';
import { statementsHandlers } from '@/testing/handlers/statements';
import { systemHandlers } from '@/testing/handlers/system';
import { walletHandlers } from '@/testing/handlers/wallet';

export const handlers = [
  ...systemHandlers,
  ...authHandlers,
  ...registerHandlers,
  ...balanceHandlers,
  ...memberHandlers,
  ...gamesHandlers,
  ...betsHandlers,
  ...lotteryHandlers,
  ...bannersHandlers,
  ...walletHandlers,
  ...statementsHandlers,
  ...agentHandlers,
  ...agentReportsHandlers,
];

export const server = setupServer(...handlers);
