import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { zonedDate } from '@/lib/date-range';
import { brandFile, sumAmounts } from '@/testing/fixtures';
import { fail, ok, record } from '@/testing/handlers/envelope';
import { PROFIT_FIELDS, zeroFigures, type ProfitFiguresFixture } from '@/testing/statement-fixtures';
import { world } from '@/testing/world';

/** The simulator's longest range (both ends inclusive) and its type filter. */
const MAX_DAYS = 92;
const TYPES = new Set(['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'GAME', 'COMMISSION', 'OTHER']);
const DAY_MS = 86_400_000;

/** The calendar day of an instant in the brand's zone, as the simulator counts days. */
const day = (epochMs: number) => zonedDate(epochMs, brandFile.timeZone ?? 'UTC');
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface StatementQuery {
  begin: string;
  end: string;
  pageNo: number;
  pageSize: number;
  q: (name: string) => string;
}

/** Session and account checks, then the days (today by default) and the page, or the failure. */
async function parse(request: Request): Promise<Response | StatementQuery> {
  await record(request);
  if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name) ?? '';
  const today = day(Date.now());
  const begin = q('beginDate') || today;
  const end = q('endDate') || (begin > today ? begin : today);
  if (!DATE.test(begin) || !DATE.test(end)) return fail(400, 'request.invalid', 'a day is yyyy-MM-dd', 'beginDate');
  if (begin > end) return fail(400, 'request.invalid', 'beginDate is after endDate', 'beginDate');
  if (shift(begin, MAX_DAYS) <= end) return fail(400, 'request.invalid', `a range is at most ${MAX_DAYS} days`, 'endDate');
  const pageNo = Number(q('pageNo') || 1);
  const pageSize = Number(q('pageSize') || 20);
  if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= 100)) return fail(400, 'request.invalid', 'bad paging', 'pageNo');
  return { begin, end, pageNo, pageSize, q };
}

const paged = <T>(rows: T[], { pageNo, pageSize }: StatementQuery) => ({
  list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  totalCount: rows.length,
  totalPages: Math.ceil(rows.length / pageSize),
  pageNo,
  pageSize,
});

const inRange = (time: number, { begin, end }: StatementQuery) => day(time) >= begin && day(time) <= end;

export const statementsHandlers = [
  http.get('*/wps/relay/ODSFE2_MemTransDet', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const type = query.q('type') || 'ALL';
    if (!TYPES.has(type)) return fail(400, 'request.invalid', 'unknown type', 'type');
    const rows = world.transactions.filter((row) => inRange(row.time, query) && (type === 'ALL' || row.type === type));
    // What actually moved: a cancelled (voided) reserve moved nothing; own wallets' moves are 0.
    const moved = rows.filter((row) => row.status !== 'CANCELLED');
    const moneyIn = sumAmounts(moved.filter((row) => !row.amount.startsWith('-')).map((row) => row.amount));
    const moneyOut = sumAmounts(moved.filter((row) => row.amount.startsWith('-')).map((row) => row.amount.slice(1)));
    return ok({ ...paged(rows, query), totals: { in: moneyIn, out: moneyOut, net: sumAmounts([moneyIn, `-${moneyOut}`]) } });
  }),

  http.get('*/wps/relay/ODSFE2_getPersonalProfit', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const list = [];
    // Every day of the range, newest first, played or not.
    for (let date = query.end; date >= query.begin; date = shift(date, -1)) {
      const found = world.profitDays.find((row) => row.date === date);
      const figures: ProfitFiguresFixture = zeroFigures();
      for (const field of PROFIT_FIELDS) figures[field] = found?.[field] ?? '0.00';
      list.push({ date, ...figures });
    }
    const totals = zeroFigures();
    for (const field of PROFIT_FIELDS) totals[field] = sumAmounts(list.map((row) => row[field]));
    return ok({ list, totals });
  }),

  http.get('*/wps/relay/PROMOFE_getBonusDetails', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const rows = world.bonuses.filter((row) => inRange(row.time, query));
    return ok({ ...paged(rows, query), total: sumAmounts(rows.map((row) => row.amount)) });
  }),
];
