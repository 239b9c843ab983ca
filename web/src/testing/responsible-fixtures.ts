/**
 * Responsible gaming for the msw handlers (contract section 16): the member's limits with
 * their waiting changes, the session, the reality check and an exclusion, on a clock of the
 * world's own (`now`, the platform's time), so tests move it as QA moves the simulator's.
 */
import type { Schemas } from '@/types/api';

export type MoneyLimitFixture = Schemas['MoneyLimit'];
export type ExclusionFixture = Schemas['Exclusion'];

export const HOUR_MS = 3_600_000;
export const DELAY_HOURS = 24;

export interface LimitState {
  limit: string | null;
  pending: string | null;
  pendingAt: number | null;
  pendingRemoval: boolean;
}

export interface ResponsibleWorld {
  /** The platform's clock. */
  now: number;
  /** `${kind}:${period}` (session: `session`) -> the limit and its waiting change. */
  limits: Record<string, LimitState>;
  /** What each kind's periods have used (the same figure for day, week and month). */
  used: Record<'deposit' | 'loss' | 'wager', string>;
  realityMinutes: 15 | 30 | 60 | null;
  sessionStartedAt: number;
  acknowledgedAt: number | null;
  staked: string;
  won: string;
  exclusion: ExclusionFixture | null;
}

/** Wednesday 9 December 2026, 10:00 brand time (UTC+7). */
export const RG_NOW = Date.UTC(2026, 11, 9, 3);

export const freshResponsible = (overrides: Partial<ResponsibleWorld> = {}): ResponsibleWorld => ({
  now: RG_NOW,
  limits: {},
  used: { deposit: '0.00', loss: '0.00', wager: '0.00' },
  realityMinutes: null,
  sessionStartedAt: RG_NOW,
  acknowledgedAt: null,
  staked: '0.00',
  won: '0.00',
  exclusion: null,
  ...overrides,
});

export const NO_LIMIT: LimitState = { limit: null, pending: null, pendingAt: null, pendingRemoval: false };

/** A limit's state at the world's time: a waiting change whose time came is the limit now. */
export function limitAt(state: LimitState | undefined, now: number): LimitState {
  if (!state) return NO_LIMIT;
  if (state.pendingAt !== null && state.pendingAt <= now) {
    return { ...NO_LIMIT, limit: state.pendingRemoval ? null : state.pending };
  }
  return state;
}
