import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RewardCenter } from '@/features/rewards/components/reward-center';
import { PROMO, promotionState } from '@/testing/promotion-fixtures';
import { renderWithBoot } from '@/testing/render';
import { claimable, freshRewards, MISSION, rewardFixture } from '@/testing/rewards-fixtures';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

const posts = () => world.calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.body }));

/** A slots turnover promotion and a fish raffle ready to claim, and the daily login mission done. */
function logInWithRewards() {
  const member = logIn({ rewards: freshRewards({ progress: Object.fromEntries([claimable(MISSION.dailyLogin)]) }) });
  member.promotions.states[PROMO.slots] = promotionState(PROMO.slots, 'CLAIM', { reward: '50000.00' });
  member.promotions.states[PROMO.fishRaffle] = promotionState(PROMO.fishRaffle, 'CLAIM', { reward: '88000.00' });
  return member;
}

const claimableList = () => screen.findByRole('list', { name: 'Ready to claim' });

describe('reward centre (rewardCenter)', () => {
  it('lists what can be claimed with its source and reward in money or points', async () => {
    logInWithRewards();
    renderWithBoot(<RewardCenter />);
    const list = await claimableList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const mission = within(list).getByRole('listitem', { name: 'Log in today' });
    expect(within(mission).getByText('Mission')).toBeInTheDocument();
    expect(within(mission).getByText('10 points')).toBeInTheDocument();
    const raffle = items.find((item) => within(item).queryByText('Raffle'));
    expect(raffle).toHaveTextContent('₫88,000.00');
    const promotion = items.find((item) => within(item).queryByText('Promotion'));
    expect(promotion).toHaveTextContent('₫50,000.00');
  });

  it.each([
    ['MISSION', 'Mission', '/wps/relay/MCSFE_claimMissionReward', { missionId: MISSION.dailyLogin }],
    ['PROMOTION', 'Promotion', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: PROMO.slots }],
    ['RAFFLE', 'Raffle', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: PROMO.fishRaffle }],
  ])('claims a %s reward with its own call, and it leaves the list', async (_source, label, path, body) => {
    logInWithRewards();
    const { user } = renderWithBoot(<RewardCenter />);
    const list = await claimableList();
    const item = within(list).getAllByRole('listitem').find((row) => within(row).queryByText(label));
    if (!item) throw new Error(`no ${label} item`);
    await user.click(within(item).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText(label)).not.toBeInTheDocument();
    expect(posts()).toEqual([{ path, body }]);
    expect(screen.getByText(/^You received /)).toBeInTheDocument();
  });

  it('shows what was paid lately, money and points', async () => {
    logIn({
      rewards: freshRewards({
        recent: [
          rewardFixture({ id: MISSION.dailyDeposit, title: 'Make a deposit today', rewardKind: 'POINTS', reward: 50, time: Date.UTC(2025, 2, 15, 9) }),
          rewardFixture({ source: 'PROMOTION', id: PROMO.slots, title: 'Slots week', reward: '50000.00', time: Date.UTC(2025, 2, 15, 8) }),
        ],
      }),
    });
    renderWithBoot(<RewardCenter />);
    const recent = await screen.findByRole('list', { name: 'Recently received' });
    expect(within(recent).getByRole('listitem', { name: 'Make a deposit today' })).toHaveTextContent('50 points');
    expect(within(recent).getByRole('listitem', { name: 'Slots week' })).toHaveTextContent('₫50,000.00');
  });

  it('says when there is nothing to claim and leads to the promotions', async () => {
    logIn();
    const { user, router } = renderWithBoot(<RewardCenter />);
    expect(await screen.findByText('Nothing to claim right now')).toBeInTheDocument();
    expect(screen.getByText('No rewards received yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See promotions' }));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('words a refused claim and keeps the item', async () => {
    logInWithRewards();
    server.use(
      http.post('*/wps/relay/MCSFE_claimMissionReward', () =>
        HttpResponse.json({ success: false, errorCode: 'mission.state.invalid', message: 'x', value: { state: 'CLAIMED' } }, { status: 409 }),
      ),
    );
    const { user } = renderWithBoot(<RewardCenter />);
    const item = within(await claimableList()).getByRole('listitem', { name: 'Log in today' });
    await user.click(within(item).getByRole('button', { name: 'Claim' }));
    expect(await within(item).findByText("This mission's reward cannot be claimed now.")).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    logIn();
    let failures = 1;
    server.use(
      http.get('*/wps/relay/MCSFE_getRewardCenter', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x' }, { status: 503 });
      }),
    );
    const { user } = renderWithBoot(<RewardCenter />);
    expect(await screen.findByText('Network link abnormal, please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to claim right now')).toBeInTheDocument();
  });
});
