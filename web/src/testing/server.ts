import { setupServer } from 'msw/node';
import { agentHandlers } from '@/testing/handlers/agent';
import { agentReportsHandlers } from '@/testing/handlers/agent-reports';
import { authHandlers } from '@/testing/handlers/auth';
import { balanceHandlers } from '@/testing/handlers/balance';
import { betsHandlers } from '@/testing/handlers/bets';
import { customerServiceHandlers } from '@/testing/handlers/customer-service';
import { downloadHandlers } from '@/testing/handlers/download';
import { announcementsHandlers } from '@/testing/handlers/announcements';
import { chatHandlers } from '@/testing/handlers/chat';
import { messagesHandlers } from '@/testing/handlers/messages';
import { gamesHandlers } from '@/testing/handlers/games';
import { helpHandlers } from '@/testing/handlers/help';
import { lotteryHandlers } from '@/testing/handlers/lottery';
import { memberHandlers } from '@/testing/handlers/member';
import { pointsHandlers } from '@/testing/handlers/points';
import { promotionsHandlers } from '@/testing/handlers/promotions';
import { rewardsHandlers } from '@/testing/handlers/rewards';
import { referralHandlers } from '@/testing/handlers/referral';
import { ranksHandlers } from '@/testing/handlers/ranks';
import { responsibleHandlers } from '@/testing/handlers/responsible';
import { feedbackHandlers } from '@/testing/handlers/feedback';
import { joinHandlers } from '@/testing/handlers/join';
import { winnersHandlers } from '@/testing/handlers/winners';
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
  ...announcementsHandlers,
  ...messagesHandlers,
  ...chatHandlers,
  ...walletHandlers,
  ...statementsHandlers,
  ...agentHandlers,
  ...agentReportsHandlers,
  ...promotionsHandlers,
  ...pointsHandlers,
  ...rewardsHandlers,
  ...referralHandlers,
  ...ranksHandlers,
  ...responsibleHandlers,
  ...feedbackHandlers,
  ...joinHandlers,
  ...winnersHandlers,
  ...helpHandlers,
  ...downloadHandlers,
  ...customerServiceHandlers,
];

export const server = setupServer(...handlers);
