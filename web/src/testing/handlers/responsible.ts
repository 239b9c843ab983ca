/** Responsible gaming (contract section 16) over world.responsible, as the simulator answers it. */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { toMinor, fromMinor } from '@/lib/amount';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { DELAY_HOURS, HOUR_MS, limitAt, NO_LIMIT, type LimitState } from '@/testing/responsible-fixtures';
import { world } from '@/testing/world';
import type { ApiBody, Schemas } from '@/types/api';

const KINDS = ['deposit', 'loss', 'wager'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const MINUTE_MS = 60_000;

/** The next brand midnight (UTC+7) after now: every period of the fixtures resets then. */
const nextReset = (now: number) => {
  const local = now + 7 * HOUR_MS;
  return local - (local % (24 * HOUR_MS)) + 24 * HOUR_MS - 7 * HOUR_MS;
};

function state(): Schemas['Responsible'] {
  const rg = world.responsible;
  const limits = KINDS.flatMap((kind) =>
    PERIODS.map((period) => ({
      kind,
      period,
      ...limitAt(rg.limits[`${kind}:${period}`], rg.now),
      used: rg.used[kind],
      resetsAt: nextReset(rg.now),
    })),
  );
  const session = limitAt(rg.limits.session, rg.now);
  return {
    limits,
    session: {
      limit: session.limit === null ? null : Number(session.limit),
      pending: session.pending === null ? null : Number(session.pending),
      pendingAt: session.pendingAt,
      pendingRemoval: session.pendingRemoval,
    },
    realityCheckMinutes: rg.realityMinutes,
    exclusion: rg.exclusion,
    delayHours: DELAY_HOURS,
  };
}

function reality(): Schemas['RealityCheck'] {
  const rg = world.responsible;
  const last = rg.acknowledgedAt ?? rg.sessionStartedAt;
  return {
    minutes: rg.realityMinutes,
    sessionStartedAt: rg.sessionStartedAt,
    now: rg.now,
    playedMinutes: Math.floor((rg.now - rg.sessionStartedAt) / MINUTE_MS),
    staked: rg.staked,
    won: rg.won,
    net: fromMinor(toMinor(rg.won) - toMinor(rg.staked)),
    dueAt: rg.realityMinutes ? last + rg.realityMinutes * MINUTE_MS : null,
  };
}

/** Lower (or first) at once; a raise or a removal after DELAY_HOURS. */
function change(current: LimitState, wanted: string | null, compare: (a: string, b: string) => boolean): LimitState {
  const now = world.responsible.now;
  if (wanted !== null && (current.limit === null || compare(wanted, current.limit))) return { ...NO_LIMIT, limit: wanted };
  if (current.limit === null) return NO_LIMIT;
  return { limit: current.limit, pending: wanted, pendingAt: now + DELAY_HOURS * HOUR_MS, pendingRemoval: wanted === null };
}

async function checked(request: Request): Promise<Response | null> {
  const refused = await record(request);
  if (refused) return refused;
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
  return null;
}

export const responsibleHandlers = [
  http.get('*/wps/v2/responsible', async ({ request }) => (await checked(request)) ?? answer('/wps/v2/responsible', state())),

  http.put('*/wps/v2/responsible/limits', async ({ request }) => {
    const refused = await checked(request);
    if (refused) return refused;
    const body = (await request.json()) as ApiBody<'/wps/v2/responsible/limits', 'PUT'>;
    const rg = world.responsible;
    if (body.kind === 'session') {
      const wanted = body.minutes === null || body.minutes === undefined ? null : String(body.minutes);
      rg.limits.session = change(limitAt(rg.limits.session, rg.now), wanted, (a, b) => Number(a) <= Number(b));
    } else {
      const key = `${body.kind}:${body.period ?? 'day'}`;
      const wanted = body.amount === null || body.amount === undefined ? null : fromMinor(toMinor(body.amount));
      rg.limits[key] = change(limitAt(rg.limits[key], rg.now), wanted, (a, b) => toMinor(a) <= toMinor(b));
    }
    return answer('/wps/v2/responsible/limits', state(), 'PUT');
  }),

  http.get('*/wps/v2/responsible/reality-check', async ({ request }) => (await checked(request)) ?? answer('/wps/v2/responsible/reality-check', reality())),

  http.put('*/wps/v2/responsible/reality-check', async ({ request }) => {
    const refused = await checked(request);
    if (refused) return refused;
    const body = (await request.json()) as ApiBody<'/wps/v2/responsible/reality-check', 'PUT'>;
    world.responsible.realityMinutes = body.minutes;
    return answer('/wps/v2/responsible/reality-check', reality(), 'PUT');
  }),

  http.post('*/wps/v2/responsible/reality-check/ack', async ({ request }) => {
    const refused = await checked(request);
    if (refused) return refused;
    world.responsible.acknowledgedAt = world.responsible.now;
    return answer('/wps/v2/responsible/reality-check/ack', reality(), 'POST');
  }),

  http.post('*/wps/v2/responsible/exclusion', async ({ request }) => {
    const refused = await checked(request);
    if (refused) return refused;
    const body = (await request.json()) as ApiBody<'/wps/v2/responsible/exclusion', 'POST'>;
    const days: Record<string, number> = { '24h': 1, '7d': 7, '30d': 30, '6m': 182, '1y': 365, '5y': 1826 };
    const now = world.responsible.now;
    const exclusion = { kind: body.kind, length: body.length, startedAt: now, endsAt: body.length === 'permanent' ? null : now + (days[body.length] ?? 1) * 24 * HOUR_MS };
    world.responsible.exclusion = exclusion;
    world.loggedIn = false; // the BFF ends the session with it
    return answer('/wps/v2/responsible/exclusion', exclusion, 'POST');
  }),
];
