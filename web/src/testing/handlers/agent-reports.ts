import { http } from 'msw';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import type { ContractEventFixture, ContractFixture, ContractKindFixture } from '@/testing/agent-report-fixtures';
import { betTotals, sumAmounts } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { inWindow, paged, recordQuery, type RecordQuery } from '@/testing/handlers/window';
import { sumFigures, TRANSACTION_TYPES, transactionTotals } from '@/testing/statement-fixtures';
import { world } from '@/testing/world';

/**
 * The agent centre's team reports and contracts (contract section 13), as the simulator
 * answers them: agent sessions only, the caller's team only, brand days, paging.
 */

const KINDS: ContractKindFixture[] = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'];
const RELAYS: Record<ContractKindFixture, string> = {
  dividend: 'MCSFE_processContractDividend',
  daily_salary: 'MCSFE_processDailySalaryContract',
  hourly_salary: 'MCSFE_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
};
/** A contract's period: chosen for a dividend, fixed for the salaries. */
const FIXED_PERIOD: Record<ContractKindFixture, string> = { dividend: 'M', daily_salary: 'D', hourly_salary: 'HOUR', realtime_salary: '5MIN' };

const me = () => world.member.account;
const inTeam = (account: string) => world.agentReports.team.find((member) => member.account === account && account !== me());

/** Who may ask: a logged-in agent (a trial is told to use a real account, any other member refused). */
function refused(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
  if (!AGENT_ACCOUNT_TYPES.includes(world.accountType)) return fail(403, 'agent.only', 'This needs an agent account');
  return null;
}

interface ReportQuery extends RecordQuery {
  account: string;
}

/** Who may ask, then the days (today by default) and the page, and the member asked about (in the team). */
async function parse(request: Request): Promise<Response | ReportQuery> {
  await record(request);
  const denied = refused();
  if (denied) return denied;
  const query = recordQuery(request);
  if (query instanceof Response) return query;
  const account = query.q('account');
  if (account && !inTeam(account)) return fail(404, 'agent.member.not.found', 'No such member in your team');
  return { ...query, account };
}

const sum = <T>(rows: T[], field: (row: T) => string) => sumAmounts(rows.map(field));

const reportHandlers = [
  http.get('*/wps/relay/ODSFE2_getTeamBetRecord', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const rounds = world.agentReports.bets.filter(
      (round) =>
        inWindow(round.betTime, query) &&
        (!query.account || round.account === query.account) &&
        (!query.q('gameType') || round.gameType === query.q('gameType')) &&
        (!query.q('vassalage') || round.vassalage === query.q('vassalage')),
    );
    return answer('/wps/relay/ODSFE2_getTeamBetRecord', { ...paged(rounds, query), totals: betTotals(rounds) });
  }),

  http.get('*/wps/relay/ODSFE2_getTeamProfitLoss', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const days = world.agentReports.profit.filter(
      (row) => row.date >= query.begin && row.date <= query.end && (!query.account || row.account === query.account),
    );
    const accounts = [...new Set(days.map((row) => row.account))];
    const rows = accounts.map((account) => ({
      account,
      level: inTeam(account)?.level ?? 0,
      ...sumFigures(days.filter((row) => row.account === account)),
    }));
    // Largest turnover first.
    rows.sort((a, b) => Number(b.betAmount) - Number(a.betAmount));
    return answer('/wps/relay/ODSFE2_getTeamProfitLoss', { ...paged(rows, query), totals: sumFigures(rows) });
  }),

  http.get('*/wps/relay/ODSFE2_getTeamTransactions', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const type = query.q('type') || 'ALL';
    if (!TRANSACTION_TYPES.has(type)) return fail(400, 'request.invalid', 'unknown type', 'type');
    const rows = world.agentReports.transactions.filter(
      (row) => inWindow(row.time, query) && (!query.account || row.account === query.account) && (type === 'ALL' || row.type === type),
    );
    return answer('/wps/relay/ODSFE2_getTeamTransactions', { ...paged(rows, query), totals: transactionTotals(rows) });
  }),

  http.get('*/wps/relay/ODSFE2_getAgentRevenue', async ({ request }) => {
    const query = await parse(request);
    if (query instanceof Response) return query;
    const kind = query.q('kind');
    if (kind && !KINDS.includes(kind as ContractKindFixture)) return fail(400, 'request.invalid', 'unknown kind', 'kind');
    const rows = world.agentReports.revenue.filter((row) => inWindow(row.time, query) && (!kind || row.kind === kind));
    const of = (name: ContractKindFixture) => sum(rows.filter((row) => row.kind === name), (row) => row.amount);
    const totals = { dividend: of('dividend'), daily_salary: of('daily_salary'), hourly_salary: of('hourly_salary'), realtime_salary: of('realtime_salary') };
    return answer('/wps/relay/ODSFE2_getAgentRevenue', { ...paged(rows, query), totals: { ...totals, total: sum(rows, (row) => row.amount) } });
  }),
];

/** The contract as the value shows it (without the test's bookkeeping). */
const shown = (contract: ContractFixture) => ({ ...contract });

function overview(kind: ContractKindFixture) {
  const { contracts, history, revenue } = world.agentReports;
  const ofKind = contracts.filter((contract) => contract.kind === kind);
  const open = ofKind.filter((contract) => contract.downline === me() && (contract.status === 'offered' || contract.status === 'active'));
  const held = open.find((contract) => contract.status === 'active') ?? null;
  const mine = open.find((contract) => contract.status === 'offered') ?? held;
  return {
    mine: mine ? shown(mine) : null,
    current: held ? shown(held) : null,
    offered: ofKind.filter((contract) => contract.upline === me()).sort((a, b) => b.createdAt - a.createdAt).map(shown),
    history: history
      .filter((event) => event.kind === kind)
      .slice(0, 50)
      .map(({ kind: _kind, ...event }) => event),
    payouts: revenue.filter((row) => row.kind === kind).slice(0, 20),
    canOffer: held !== null,
    maxRate: held?.rate ?? null,
  };
}

function note(contract: ContractFixture, event: ContractEventFixture['event'], by: string | null) {
  world.agentReports.history.unshift({ contractId: contract.id, kind: contract.kind, event, by, downline: contract.downline, rate: contract.rate, at: Date.now() });
}

type Body = Record<string, unknown>;

function act(kind: ContractKindFixture, body: Body): Response {
  const { contracts } = world.agentReports;
  const held = contracts.find((contract) => contract.kind === kind && contract.downline === me() && contract.status === 'active');
  const now = Date.now();
  if (body.action === 'offer') {
    const downline = String(body.downline ?? '');
    const member = inTeam(downline);
    if (!member) return fail(404, 'agent.member.not.found', 'No such member in your team');
    if (member.level !== 1 || member.type !== 'agent') return fail(400, 'contract.downline.invalid', 'Contracts are offered to direct downline agents');
    if (!held) return fail(400, 'contract.not.held', 'You hold no active contract of this kind to offer from');
    const rate = Number(body.rate);
    if (!(rate > 0) || rate > Number(held.rate)) return fail(400, 'contract.rate.too.high', 'The rate is above your own', 'rate', { maxRate: held.rate });
    // A second open offer to the same downline replaces the first.
    world.agentReports.contracts = contracts.filter((contract) => !(contract.kind === kind && contract.upline === me() && contract.downline === downline && contract.status === 'offered'));
    const offered: ContractFixture = {
      id: Math.max(0, ...contracts.map((contract) => contract.id)) + 1,
      kind,
      upline: me(),
      downline,
      rate: Number(body.rate).toFixed(2),
      period: kind === 'dividend' ? String(body.period ?? 'M') : FIXED_PERIOD[kind],
      minValidBet: Number(body.minValidBet ?? 0).toFixed(2),
      minActiveMembers: Number(body.minActiveMembers ?? 0),
      status: 'offered',
      createdAt: now,
      decidedAt: null,
      terminatedAt: null,
    };
    world.agentReports.contracts.push(offered);
    note(offered, 'offered', me());
    return answer('/wps/relay/MCSFE_processContractDividend', shown(offered), 'POST');
  }

  const contract = contracts.find((row) => row.kind === kind && String(row.id) === String(body.contractId));
  if (body.action === 'accept' || body.action === 'reject') {
    if (!contract || contract.downline !== me()) return fail(404, 'contract.not.found', 'Contract not found');
    if (contract.status !== 'offered') return fail(409, 'contract.state.invalid', 'This contract cannot do that now');
    if (body.action === 'reject') {
      Object.assign(contract, { status: 'rejected', decidedAt: now });
      note(contract, 'rejected', me());
      return answer('/wps/relay/MCSFE_processContractDividend', shown(contract), 'POST');
    }
    const higher = contracts.filter(
      (row) => row.kind === kind && row.upline === me() && row.status === 'active' && Number(row.rate) > Number(contract.rate),
    );
    if (higher.length > 0 && body.terminateLower !== true) {
      return fail(409, 'contract.downline.rate.higher', 'Some of your downlines have a higher rate', undefined, {
        downlines: higher.map((row) => ({ downline: row.downline, rate: row.rate })),
      });
    }
    for (const row of higher) {
      Object.assign(row, { status: 'terminated', terminatedAt: now });
      note(row, 'terminated', me());
    }
    if (held) {
      Object.assign(held, { status: 'terminated', terminatedAt: now });
      note(held, 'replaced', contract.upline);
    }
    Object.assign(contract, { status: 'active', decidedAt: now });
    note(contract, 'accepted', me());
    return answer('/wps/relay/MCSFE_processContractDividend', shown(contract), 'POST');
  }
  if (body.action === 'terminate') {
    if (!contract || (contract.downline !== me() && contract.upline !== me())) return fail(404, 'contract.not.found', 'Contract not found');
    if (contract.status !== 'active') return fail(409, 'contract.state.invalid', 'This contract cannot do that now');
    Object.assign(contract, { status: 'terminated', terminatedAt: now });
    note(contract, 'terminated', me());
    return answer('/wps/relay/MCSFE_processContractDividend', shown(contract), 'POST');
  }
  return fail(400, 'request.invalid', 'unknown action', 'action');
}

const contractHandlers = KINDS.flatMap((kind) => [
  http.get(`*/wps/relay/${RELAYS[kind]}`, async ({ request }) => {
    await record(request);
    return refused() ?? answer('/wps/relay/MCSFE_processContractDividend', overview(kind));
  }),
  http.post(`*/wps/relay/${RELAYS[kind]}`, async ({ request }) => {
    const csrf = await record(request);
    if (csrf) return csrf;
    const denied = refused();
    if (denied) return denied;
    const body = (await request.json().catch(() => null)) as Body | null;
    if (!body || typeof body !== 'object') return fail(400, 'request.invalid', 'body is not JSON', 'action');
    return act(kind, body);
  }),
]);

export const agentReportsHandlers = [...reportHandlers, ...contractHandlers];
