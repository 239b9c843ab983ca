/**
 * Missions and the reward centre (contract section 14) over world.rewards: the member's
 * missions in the request's language, claims that pay money or points once per period, the
 * leaderboards, and the reward centre gathering what promotions, raffles (world.promotions)
 * and missions have to claim.
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { fromMinor, toMinor } from '@/lib/amount';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { missions, type Period, type RewardFixture } from '@/testing/rewards-fixtures';
import { balanceOf } from '@/testing/wallet-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
const MAIN = 2;
const RECENT = 20;

const locale = (request: Request) => (request.headers.get('language') === 'TY' ? 'vi' : 'en');

/** Reading needs a session (a trial account may); claiming a real account. */
function guard(realAccount: boolean): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (realAccount && world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

/** What promotions and drawn raffles the member may claim now (world.promotions). */
function promotionRewards(request: Request): RewardFixture[] {
  const language = request.headers.get('language') === 'TY' ? 'TY' : 'EN';
  const list: RewardFixture[] = [];
  for (const entry of world.promotions.catalogue) {
    const promotion = entry[language];
    const state = world.promotions.states[promotion.id];
    if (state?.state !== 'CLAIM') continue;
    list.push({
      source: promotion.mode === 'RAFFLE' ? 'RAFFLE' : 'PROMOTION',
      id: promotion.id,
      title: promotion.title,
      rewardKind: 'MONEY',
      reward: state.reward ?? promotion.reward ?? '0.00',
      state: 'CLAIM',
      time: Date.now(),
    });
  }
  return list;
}

export const rewardsHandlers = [
  http.get(`${RELAY}MCSFE_getMissionSummaryDetails`, async ({ request }) => {
    await record(request);
    const refused = guard(false);
    if (refused) return refused;
    const all = missions(world.rewards, locale(request));
    return answer('/wps/relay/MCSFE_getMissionSummaryDetails', {
      daily: all.filter((mission) => mission.period === 'DAILY'),
      weekly: all.filter((mission) => mission.period === 'WEEKLY'),
      claimable: all.filter((mission) => mission.state === 'CLAIM').length,
      dailyResetAt: world.rewards.dailyResetAt,
      weeklyResetAt: world.rewards.weeklyResetAt,
    });
  }),
  http.post(`${RELAY}MCSFE_claimMissionReward`, async ({ request }) => {
    const refused = (await record(request)) ?? guard(true);
    if (refused) return refused;
    const { missionId } = (await request.json()) as { missionId: number };
    const mission = missions(world.rewards, locale(request)).find((item) => item.id === missionId);
    if (!mission) return fail(404, 'mission.not.found', 'Mission not found', 'missionId');
    if (mission.state !== 'CLAIM') {
      return fail(409, 'mission.state.invalid', "This mission's reward cannot be claimed now", undefined, { state: mission.state });
    }
    world.rewards.progress[mission.id] = { progress: mission.progress, state: 'CLAIMED' };
    if (mission.rewardKind === 'MONEY') {
      world.wallet.amounts[MAIN] = fromMinor(toMinor(world.wallet.amounts[MAIN] ?? '0.00') + toMinor(String(mission.reward)));
      world.balance = balanceOf(world.wallet);
    } else {
      world.points.points += Number(mission.reward);
      world.points.earned += Number(mission.reward);
    }
    const { id, title, rewardKind, reward } = mission;
    world.rewards.recent.unshift({ source: 'MISSION', id, title, rewardKind, reward, state: 'CLAIMED', time: Date.now() });
    return answer('/wps/relay/MCSFE_claimMissionReward', { ...mission, state: 'CLAIMED' }, 'POST');
  }),
  http.get(`${RELAY}MCSFE_getMissionLeaderboard`, async ({ request }) => {
    await record(request);
    const refused = guard(false);
    if (refused) return refused;
    const period = new URL(request.url).searchParams.get('period');
    if (period !== 'DAILY' && period !== 'WEEKLY') return fail(400, 'request.invalid', 'period is DAILY or WEEKLY', 'period');
    return answer('/wps/relay/MCSFE_getMissionLeaderboard', world.rewards.leaderboards[period as Period]);
  }),
  http.get(`${RELAY}MCSFE_getRewardCenter`, async ({ request }) => {
    await record(request);
    const refused = guard(false);
    if (refused) return refused;
    const fromMissions = missions(world.rewards, locale(request))
      .filter((mission) => mission.state === 'CLAIM')
      .map(({ id, title, rewardKind, reward }): RewardFixture => ({ source: 'MISSION', id, title, rewardKind, reward, state: 'CLAIM', time: Date.now() }));
    return answer('/wps/relay/MCSFE_getRewardCenter', {
      claimable: [...promotionRewards(request), ...fromMissions],
      recent: world.rewards.recent.slice(0, RECENT),
    });
  }),
];
