import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissionActivity } from '@/features/rewards/components/mission-activity';
import { findHeader, renderApp, renderWithBoot } from '@/testing/render';
import { claimable, emptyBoard, freshRewards, MISSION, type RewardsWorld } from '@/testing/rewards-fixtures';
import { logIn, world } from '@/testing/world';

const NOW = Date.UTC(2025, 2, 15, 10, 0, 0); // 17:00 in the brand's zone
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function logInWithMissions(changes: Partial<RewardsWorld> = {}) {
  return logIn({
    rewards: freshRewards({ dailyResetAt: NOW + 7 * HOUR, weeklyResetAt: NOW + 2 * 24 * HOUR + 7 * HOUR, ...changes }, NOW),
  });
}

const missionItem = async (title: string) => within(await screen.findByRole('list', { name: 'Missions' })).getByRole('listitem', { name: title });
const boardCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getMissionLeaderboard')).map((call) => call.path);

describe('mission activity (missionLeaderboard)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the day's missions: progress in counts or money, the reward, and what can be done", async () => {
    logInWithMissions({
      progress: {
        [MISSION.dailyRounds]: { progress: '3', state: 'PROCESS' },
        [MISSION.dailySlotsBet]: { progress: '50000.00', state: 'PROCESS' },
        ...Object.fromEntries([claimable(MISSION.dailyLogin)]),
        [MISSION.dailyDeposit]: { progress: '10000.00', state: 'CLAIMED' },
      },
    });
    renderWithBoot(<MissionActivity />);
    expect(await screen.findByText('Resets in 7h 0m')).toBeInTheDocument();

    const rounds = await missionItem('Play 10 rounds of any game');
    expect(within(rounds).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(rounds).getByText('3 / 10')).toBeInTheDocument();
    expect(within(rounds).getByText('Reward: ₫10,000.00')).toBeInTheDocument();
    expect(within(rounds).getByText('In progress')).toBeInTheDocument();
    expect(within(rounds).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

    const slots = await missionItem('Bet 200,000.00 in slots');
    expect(within(slots).getByText('₫50,000.00 / ₫200,000.00')).toBeInTheDocument();
    expect(within(slots).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    const login = await missionItem('Log in today');
    expect(within(login).getByText('Reward: 10 points')).toBeInTheDocument();
    expect(within(login).getByRole('button', { name: 'Claim' })).toBeEnabled();

    const deposit = await missionItem('Make a deposit today');
    expect(within(deposit).getByText('✓ Claimed')).toBeInTheDocument();
    expect(within(deposit).getByText('₫10,000.00 / ₫10,000.00')).toBeInTheDocument();
  });

  it('claims a done mission once: it shows claimed, the points arrive and the leaderboard is read again', async () => {
    logInWithMissions({ progress: Object.fromEntries([claimable(MISSION.dailyLogin)]) });
    const { user } = renderWithBoot(<MissionActivity />);
    const login = await missionItem('Log in today');
    await waitFor(() => expect(boardCalls()).toHaveLength(1));
    await user.click(within(login).getByRole('button', { name: 'Claim' }));
    expect(await within(login).findByText('✓ Claimed')).toBeInTheDocument();
    expect(world.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/wps/relay/MCSFE_claimMissionReward', { missionId: MISSION.dailyLogin }],
    ]);
    expect(world.points.points).toBe(5010);
    await waitFor(() => expect(boardCalls()).toHaveLength(2));
  });

  it("switches to the week's missions, their reset and their leaderboard", async () => {
    logInWithMissions({ progress: { [MISSION.weeklyBet]: { progress: '500000.00', state: 'PROCESS' } } });
    const { user } = renderWithBoot(<MissionActivity />);
    await screen.findByText('Resets in 7h 0m');
    expect(boardCalls()).toEqual(['/wps/relay/MCSFE_getMissionLeaderboard?period=DAILY']);
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Resets in 2d 7h')).toBeInTheDocument();
    const bet = await missionItem('Bet 2,000,000.00 this week');
    expect(within(bet).getByText('₫500,000.00 / ₫2,000,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Log in today' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "This week's leaderboard" })).toBeInTheDocument();
    expect(boardCalls()).toContain('/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY');
  });

  it("ranks the players and marks the member's own row and place", async () => {
    logInWithMissions({
      leaderboards: {
        DAILY: {
          ...emptyBoard('DAILY'),
          list: [
            { rank: 1, account: 'ha***88', completed: 4, points: 260 },
            { rank: 2, account: 'lu***01', completed: 3, points: 60 },
            { rank: 3, account: 'mi***07', completed: 3, points: 10 },
          ],
          me: { rank: 2, completed: 3, points: 60 },
        },
        WEEKLY: emptyBoard('WEEKLY'),
      },
    });
    const { user } = renderWithBoot(<MissionActivity />);
    const board = await screen.findByRole('table', { name: "Today's leaderboard" });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1ha***884260', '2lu***01You360', '3mi***07310']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Your rank: #2, 3 completed, 60 points.');

    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await screen.findByText('No one has completed a mission this week yet.')).toBeInTheDocument();
    expect(screen.getByTestId('my-rank')).toHaveTextContent("You are not on this week's board yet");
  });
});

describe('mission badge of the member centre', () => {
  it('counts the missions to claim in the menu item, in its accessible name', async () => {
    logIn({
      rewards: freshRewards({ progress: Object.fromEntries([claimable(MISSION.dailyLogin), claimable(MISSION.weeklyLogin)]) }),
    });
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    const item = await within(dialog).findByRole('button', { name: 'Mission activity, 2 to claim' });
    expect(item).toHaveTextContent('2');
    expect(within(dialog).getByRole('button', { name: 'Reward center' })).toBeInTheDocument();

    await user.click(item);
    const login = await within(dialog).findByRole('listitem', { name: 'Log in today' });
    await user.click(within(login).getByRole('button', { name: 'Claim' }));
    expect(await within(dialog).findByRole('button', { name: 'Mission activity, 1 to claim' })).toBeInTheDocument();
  });

  it('shows no badge when nothing waits', async () => {
    logIn();
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    await waitFor(() => expect(world.calls.some((call) => call.path.startsWith('/wps/relay/MCSFE_getMissionSummaryDetails'))).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Mission activity' })).toHaveTextContent(/^Mission activity$/);
  });
});
