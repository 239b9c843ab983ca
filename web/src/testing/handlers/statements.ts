import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { sumAmounts } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { inWindow, paged, recordQuery, shiftDay, type RecordQuery } from '@/testing/handlers/window';
import {
  PROFIT_FIELDS,
  pointsTotals,
  sumFigures,
  TRANSACTION_TYPES,
  transactionTotals,
  zeroFigures,
  type ProfitFiguresFixture,
} from '@/testing/statement-fixtures';
import { world } from '@/testing/world';

/** Session and account checks, then the days (today by default) and the page, or the failure. */
async function parse(request: Request): Promise<Response | RecordQuery> {
  await record(request);
  if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
  return recordQuery(request);
}

export const statementsHandlers = [
  http.get('*/wps/relay/ODSFE2_MemTransDet', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const type = query.q('type') || 'ALL';
    if (!TRANSACTION_TYPES.has(type)) return fail(400, 'request.invalid', 'unknown type', 'type');
    // ALL lists money only; POINTS the point movements only.
    const unit = type === 'POINTS' ? 'POINTS' : 'MONEY';
    const rows = world.transactions.filter(
      (row) => inWindow(row.time, query) && row.unit === unit && (type === 'ALL' || row.type === type),
    );
    const totals = unit === 'POINTS' ? pointsTotals(rows) : transactionTotals(rows);
    return answer('/wps/relay/ODSFE2_MemTransDet', { ...paged(rows, query), totals });
  }),

  http.get('*/wps/relay/ODSFE2_getPersonalProfit', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const list = [];
    // Every day of the range, newest first, played or not.
    for (let date = query.end; date >= query.begin; date = shiftDay(date, -1)) {
      const found = world.profitDays.find((row) => row.date === date);
      const figures: ProfitFiguresFixture = zeroFigures();
      for (const field of PROFIT_FIELDS) figures[field] = found?.[field] ?? '0.00';
      list.push({ date, ...figures });
    }
    return answer('/wps/relay/ODSFE2_getPersonalProfit', { list, totals: sumFigures(list) });
  }),

  http.get('*/wps/relay/PROMOFE_getBonusDetails', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const rows = world.bonuses.filter((row) => inWindow(row.time, query));
    return answer('/wps/relay/PROMOFE_getBonusDetails', { ...paged(rows, query), total: sumAmounts(rows.map((row) => row.amount)) });
  }),
];
