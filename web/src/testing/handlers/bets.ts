import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { betTotals } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { inWindow, paged, recordQuery } from '@/testing/handlers/window';
import { world } from '@/testing/world';

export const betsHandlers = [
  http.get('*/wps/relay/ODSFE2_getBetRecord', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
    if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
    const query = recordQuery(request);
    if (query instanceof Response) return query;
    const rounds = world.bets.filter(
      (round) =>
        inWindow(round.betTime, query) &&
        (!query.q('gameType') || round.gameType === query.q('gameType')) &&
        (!query.q('vassalage') || round.vassalage === query.q('vassalage')),
    );
    return answer('/wps/relay/ODSFE2_getBetRecord', { ...paged(rounds, query), totals: betTotals(rounds) });
  }),
];
