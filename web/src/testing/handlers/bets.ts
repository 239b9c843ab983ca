import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { brandFile, sumAmounts } from '@/testing/fixtures';
import { fail, ok, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

/** The calendar day of a bet in the brand's zone, as the simulator counts days. */
const day = (epochMs: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: brandFile.timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);

export const betsHandlers = [
  http.get('*/wps/relay/ODSFE2_getBetRecord', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
    if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
    const url = new URL(request.url);
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const today = day(Date.now());
    const begin = q('beginDate') || today;
    const end = q('endDate') || today;
    const pageNo = Number(q('pageNo') || 1);
    const pageSize = Number(q('pageSize') || 20);
    if (begin > end) return fail(400, 'request.invalid', 'begin after end', 'beginDate');
    if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= 100)) return fail(400, 'request.invalid', 'bad paging', 'pageNo');
    const rounds = world.bets.filter(
      (round) =>
        day(round.betTime) >= begin &&
        day(round.betTime) <= end &&
        (!q('gameType') || round.gameType === q('gameType')) &&
        (!q('vassalage') || round.vassalage === q('vassalage')),
    );
    const totalCount = rounds.length;
    return ok({
      list: rounds.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
      pageNo,
      pageSize,
      totals: {
        betAmount: sumAmounts(rounds.map((round) => round.betAmount)),
        validBet: sumAmounts(rounds.map((round) => round.validBet)),
        winAmount: sumAmounts(rounds.map((round) => round.winAmount)),
        profit: sumAmounts(rounds.map((round) => round.profit)),
      },
    });
  }),
];
