/**
 * The agent centre's calls (contract section 13) over world.agent: every call needs an agent
 * session (trial: in_need_true_account, other members: agent.only), a member outside the team
 * is agent.member.not.found, days are the brand's, pages are 1-based with at most 100 rows.
 */
import { http } from 'msw';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { PAYMENT_PASSWORD, type DownlineFixture } from '@/testing/agent-fixtures';
import { brandDay, fromCents, sumAmounts, TAKEN_MOBILE, TEST_USER, toCents } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { TAKEN_USERNAME } from '@/testing/handlers/register';
import { dayWindow, paged, paging, shiftDay } from '@/testing/handlers/window';
import { balanceOf } from '@/testing/wallet-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
const MAIN = 2;

/** The caller must be an agent (types 1, 2, 41, 42). */
function agentOnly(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
  if (!AGENT_ACCOUNT_TYPES.includes(world.accountType)) return fail(403, 'agent.only', 'agents only');
  return null;
}

/** A list row: the member without the detail's fields. */
const row = (d: DownlineFixture) => ({
  account: d.account,
  nickname: d.nickname,
  type: d.type,
  level: d.level,
  upline: d.upline,
  registerDate: d.registerDate,
  balance: d.balance,
  status: d.status,
  lastLoginAt: d.lastLoginAt,
  teamSize: d.teamSize,
});

const teamMember = (account: unknown) =>
  typeof account === 'string' ? world.agent.downlines.find((d) => d.account === account.trim()) : undefined;

/** The register rules of the fields PUT /wps/agent/register takes, as the simulator applies them. */
const RULED = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum'] as const;

function ruleProblem(body: Record<string, unknown>): Response | null {
  for (const name of RULED) {
    const rule = world.register[name];
    if (!rule?.enabled) continue;
    const text = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
    if (!text) {
      if (rule.required) return fail(400, 'field.required', `${name} is required`, name);
      continue;
    }
    if (text.length < rule.minLength || text.length > rule.maxLength) return fail(400, 'field.invalid', `${name} length`, name);
    if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(text)) return fail(400, 'field.invalid', `${name} format`, name);
  }
  return null;
}

export const agentHandlers = [
  http.get('*/wps/member/info/funds/consolidated', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
    if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
    if (!AGENT_ACCOUNT_TYPES.includes(world.accountType)) {
      return answer('/wps/member/info/funds/consolidated', { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    }
    return answer('/wps/member/info/funds/consolidated', world.agent.flags);
  }),

  http.get(`${RELAY}MCSFE_getAgentAnnouncements`, async ({ request }) => {
    await record(request);
    const refused = agentOnly();
    if (refused) return refused;
    const page = paging(new URL(request.url));
    if (page instanceof Response) return page;
    const language = request.headers.get('language') === 'TY' ? 'TY' : 'EN';
    const rows = world.agent.announcements.map((a) => ({ id: a.id, title: a.title[language], content: a.content[language], createdAt: a.createdAt }));
    return answer('/wps/relay/MCSFE_getAgentAnnouncements', paged(rows, page));
  }),

  http.get(`${RELAY}MCSFE_getTeamOverview`, async ({ request }) => {
    await record(request);
    const refused = agentOnly();
    if (refused) return refused;
    const range = dayWindow(new URL(request.url));
    if (range instanceof Response) return range;
    const { begin, end } = range;
    const today = brandDay(Date.now());
    const team = world.agent.downlines;
    const days = [];
    for (let date = begin; date <= end; date = shiftDay(date, 1)) {
      const found = world.agent.days.find((d) => d.date === date);
      days.push({
        date,
        newMembers: found?.newMembers ?? 0,
        activeMembers: found?.activeMembers ?? 0,
        deposits: found?.deposits ?? '0.00',
        validBet: found?.validBet ?? '0.00',
        profit: found?.profit ?? '0.00',
      });
    }
    const inRange = world.agent.days.filter((d) => d.date >= begin && d.date <= end);
    const total = (field: 'deposits' | 'withdrawals' | 'betAmount' | 'validBet' | 'winAmount' | 'profit') =>
      sumAmounts(inRange.map((d) => d[field]));
    return answer('/wps/relay/MCSFE_getTeamOverview', {
      members: team.length,
      directMembers: team.filter((d) => d.level === 1).length,
      agents: team.filter((d) => d.type !== 0).length,
      newMembers: team.filter((d) => brandDay(d.registerDate) >= begin && brandDay(d.registerDate) <= end).length,
      newToday: team.filter((d) => brandDay(d.registerDate) === today).length,
      // Distinct players are not kept by day here: the busiest day's count stands in.
      activeMembers: Math.max(0, ...inRange.map((d) => d.activeMembers)),
      deposits: total('deposits'),
      withdrawals: total('withdrawals'),
      betAmount: total('betAmount'),
      validBet: total('validBet'),
      winAmount: total('winAmount'),
      profit: total('profit'),
      teamBalance: sumAmounts(team.map((d) => d.balance)),
      days,
    });
  }),

  http.get(`${RELAY}MCSFE_getDownlines`, async ({ request }) => {
    await record(request);
    const refused = agentOnly();
    if (refused) return refused;
    const url = new URL(request.url);
    const page = paging(url);
    if (page instanceof Response) return page;
    const keyword = (url.searchParams.get('keyword') ?? '').trim().toLowerCase();
    const type = url.searchParams.get('type') || 'all';
    const direct = url.searchParams.get('direct') || 'false';
    if (!['all', 'player', 'agent'].includes(type)) return fail(400, 'request.invalid', 'unknown type', 'type');
    if (!['true', 'false'].includes(direct)) return fail(400, 'request.invalid', 'direct is true or false', 'direct');
    const rows = world.agent.downlines.filter(
      (d) =>
        (!keyword || d.account.toLowerCase().includes(keyword) || (d.nickname ?? '').toLowerCase().includes(keyword)) &&
        (type === 'all' || (type === 'player') === (d.type === 0)) &&
        (direct === 'false' || d.level === 1),
    );
    return answer('/wps/relay/MCSFE_getDownlines', paged(rows.map(row), page));
  }),

  http.get(`${RELAY}MCSFE_getDownlineDetail`, async ({ request }) => {
    await record(request);
    const refused = agentOnly();
    if (refused) return refused;
    const found = teamMember(new URL(request.url).searchParams.get('account'));
    if (!found) return fail(404, 'agent.member.not.found', 'not in your team', 'account');
    return answer('/wps/relay/MCSFE_getDownlineDetail', { ...row(found), frozenBalance: found.frozenBalance, mobile: found.mobile, email: found.email, figures: found.figures, contracts: found.contracts });
  }),

  http.post(`${RELAY}MCSFE_transferToDownline`, async ({ request }) => {
    const refused = (await record(request)) ?? agentOnly();
    if (refused) return refused;
    const body = (await request.json()) as { account?: unknown; amount?: unknown; paymentPassword?: unknown; requestId?: unknown };
    if (typeof body.requestId !== 'string' || !body.requestId) return fail(400, 'request.invalid', 'requestId is required', 'requestId');
    const terms = JSON.stringify({ account: body.account, amount: body.amount });
    const seen = world.agent.transfers[body.requestId];
    if (seen) return seen.terms === terms ? answer('/wps/relay/MCSFE_transferToDownline', seen.value, 'POST') : fail(409, 'request.conflict', 'requestId used for other terms');
    const target = teamMember(body.account);
    if (!target) return fail(404, 'agent.member.not.found', 'not in your team', 'account');
    if (typeof body.amount !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/.test(body.amount) || toCents(body.amount) <= 0n) {
      return fail(400, 'request.invalid', 'amount is a decimal string', 'amount');
    }
    if (!world.wallet.hasPaymentPassword) return fail(400, 'payment.password.not.set', 'set a payment password first');
    if (body.paymentPassword !== PAYMENT_PASSWORD) return fail(400, 'payment.password.invalid', 'wrong payment password', 'paymentPassword');
    const amount = toCents(body.amount);
    const main = toCents(world.wallet.amounts[MAIN] ?? '0.00');
    if (amount > main) return fail(400, 'insufficient.funds', 'Insufficient balance');
    world.wallet.amounts[MAIN] = fromCents(main - amount);
    target.balance = fromCents(toCents(target.balance) + amount);
    world.balance = balanceOf(world.wallet);
    const value = {
      reference: `downline:1:${body.requestId}`,
      amount: fromCents(amount),
      downline: target.account,
      createdAt: Date.now(),
      balance: world.balance,
    };
    world.agent.transfers[body.requestId] = { terms, value };
    return answer('/wps/relay/MCSFE_transferToDownline', value, 'POST');
  }),

  http.put('*/wps/agent/register', async ({ request }) => {
    const refused = (await record(request)) ?? agentOnly();
    if (refused) return refused;
    const body = (await request.json()) as Record<string, unknown>;
    if (body.accountType !== 'player' && body.accountType !== 'agent') return fail(400, 'request.invalid', 'player or agent', 'accountType');
    const problem = ruleProblem(body);
    if (problem) return problem;
    if (body.password !== body.confirmPassword) return fail(400, 'password.mismatch', 'passwords differ', 'confirmPassword');
    if (body.ageConfirmed !== true) return fail(400, 'age.not.confirmed', 'age not confirmed', 'ageConfirmed');
    const username = String(body.username).trim();
    const taken = [TAKEN_USERNAME, TEST_USER.username, world.member.account, ...world.agent.downlines.map((d) => d.account)];
    if (taken.some((name) => name.toLowerCase() === username.toLowerCase())) return fail(400, 'username.exists', 'username taken', 'username');
    if (body.mobileNum === TAKEN_MOBILE) return fail(400, 'mobile.exists', 'mobile taken', 'mobileNum');
    const now = Date.now();
    const created: DownlineFixture = {
      account: username,
      nickname: null,
      type: body.accountType === 'agent' ? 2 : 0,
      level: 1,
      upline: world.member.account,
      registerDate: now,
      balance: '0.00',
      status: 'active',
      lastLoginAt: null,
      teamSize: 0,
      frozenBalance: '0.00',
      mobile: null,
      email: null,
      figures: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profit: '0.00', deposits: '0.00', withdrawals: '0.00' },
      contracts: [],
    };
    world.agent.downlines.unshift(created);
    return answer('/wps/agent/register', { account: created.account, type: created.type, upline: created.upline }, 'PUT');
  }),
];
