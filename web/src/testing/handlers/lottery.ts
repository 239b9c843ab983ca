import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { balance, LOTTERY_PLAYS, lotteryGames, sumAmounts, type LotteryGameFixture } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';
import type { Schemas } from '@/types/api';

const VN_GROUPS: [string, string][] = [['VN_NORTH', 'Northern']];

const menuItem = ({ family: _family, ...game }: LotteryGameFixture) => {
  const closeAt = world.lotteryIssue.closeAt ?? Date.now() + 60_000;
  return {
    ...game,
    currentIssue: world.lotteryIssue.issue,
    closeTime: new Date(closeAt).toISOString(),
    drawTime: new Date(closeAt + 6_000).toISOString(),
  };
};

/** Whether the numbers fit the play's pick, as the simulator checks them (plays.py). */
function fits(pick: Schemas['LotteryPlay']['pick'], numbers: string[]): boolean {
  if (pick.kind === 'choice') return numbers.length === 1 && pick.options.includes(numbers[0] ?? '');
  if (pick.kind === 'digits') return numbers.length === 1 && new RegExp(`^\\d{${pick.size}}$`).test(numbers[0] ?? '');
  const values = numbers.map(Number);
  return (
    numbers.length >= pick.least &&
    numbers.length <= pick.most &&
    new Set(values).size === values.length &&
    numbers.every((n) => /^\d{1,2}$/.test(n)) &&
    values.every((v) => v >= pick.low && v <= pick.high)
  );
}

const findGame = (code: string | null) => lotteryGames().find((game) => game.gameCode === code);

export const lotteryHandlers = [
  http.get('*/lgw/games/game_menus', async ({ request }) => {
    await record(request);
    const groups = new Map<string, Schemas['GameMenu']>();
    for (const game of lotteryGames().filter((g) => g.family !== 'VN')) {
      const group = groups.get(game.family) ?? {
        gameGroupCode: game.family,
        labelName: game.gameName.split(' ').slice(0, -2).join(' ') || game.gameName,
        prizeMode: game.prizeMode,
        games: [],
      };
      group.games.push(menuItem(game));
      groups.set(game.family, group);
    }
    return answer('/lgw/games/game_menus', { gameMenus: [...groups.values()] });
  }),
  http.get('*/lgw/vn/games/game_menu', async ({ request }) => {
    await record(request);
    const games = lotteryGames().filter((g) => g.family === 'VN').map(menuItem);
    return answer('/lgw/vn/games/game_menu', { gameMenus: VN_GROUPS.map(([gameGroupCode, labelName]) => ({ gameGroupCode, labelName, games })) });
  }),
  http.get('*/lgw/games/current', async ({ request }) => {
    await record(request);
    const game = findGame(new URL(request.url).searchParams.get('gameCode'));
    if (!game) return fail(404, 'game.not.found', 'unknown game');
    const closeAt = world.lotteryIssue.closeAt ?? Date.now() + 60_000;
    return answer('/lgw/games/current', {
      gameCode: game.gameCode,
      issue: world.lotteryIssue.issue,
      status: 'open',
      openTime: new Date(closeAt - 54_000).toISOString(),
      closeTime: new Date(closeAt).toISOString(),
      drawTime: new Date(closeAt + 6_000).toISOString(),
      serverTime: new Date().toISOString(),
      period: game.period,
      playTypes: game.playTypes,
      plays: LOTTERY_PLAYS[game.family] ?? [],
    });
  }),
  http.get('*/lgw/vn/numeros/opened/game', async ({ request }) => {
    await record(request);
    const game = findGame(new URL(request.url).searchParams.get('gameCode'));
    if (!game) return fail(404, 'game.not.found', 'unknown game');
    // A northern Vietnamese draw has 27 prizes, special prize first (contract section 11).
    const north = [...Array.from({ length: 10 }, (_, i) => `1234${i}`), ...Array.from({ length: 10 }, (_, i) => `567${i}`), '890', '891', '892', '10', '11', '12', '13'];
    const numbers = game.family === 'SEA5D' ? ['3', '0', '7', '1', '9'] : game.family === 'VN' ? north : ['05', '17', '33'];
    return answer('/lgw/vn/numeros/opened/game', { gameCode: game.gameCode, list: [{ issue: '20250315-0000', drawTime: '2025-03-15T00:00:00Z', numbers }] });
  }),
  http.get('*/lgw/orders', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
    if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
    const code = new URL(request.url).searchParams.get('gameCode');
    const list = world.lotteryTickets.filter((ticket) => !code || ticket.gameCode === code);
    return answer('/lgw/orders', { list, total: list.length });
  }),
  http.post('*/lgw/orders', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return fail(401, 'login.not.session', 'not logged in');
    if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'needs a real account');
    const body = (await request.json()) as { gameCode: string; playType: string; numbers: string[]; amount: string; issue?: string };
    const game = findGame(body.gameCode);
    if (!game) return fail(404, 'game.not.found', 'unknown game');
    const play = (LOTTERY_PLAYS[game.family] ?? []).find((p) => p.code === body.playType);
    if (!play) return fail(400, 'lottery.playtype.invalid', 'play type', 'playType');
    if (!fits(play.pick, body.numbers)) return fail(400, 'lottery.numbers.invalid', 'numbers', 'numbers');
    if (body.issue && body.issue !== world.lotteryIssue.issue) {
      return fail(400, 'lottery.issue.closed', 'issue closed', 'issue', { openIssue: world.lotteryIssue.issue });
    }
    if (!/^\d+\.\d{2}$/.test(body.amount)) return fail(400, 'request.invalid', 'amount', 'amount');
    const left = sumAmounts([world.balance.sumBalance, `-${body.amount}`]);
    if (left.startsWith('-')) return fail(400, 'balance.insufficient', 'balance too low');
    world.balance = balance(left);
    const ticket: Schemas['Ticket'] = {
      ticketId: `LT${String(world.lotteryTickets.length + 1).padStart(8, '0')}`,
      gameCode: game.gameCode,
      issue: world.lotteryIssue.issue,
      drawAt: new Date((world.lotteryIssue.closeAt ?? Date.now()) + 6_000).toISOString(),
      playType: body.playType,
      numbers: body.numbers,
      amount: body.amount,
      win: '0.00',
      status: 'open',
      result: null,
      placedAt: new Date().toISOString(),
      settledAt: null,
    };
    world.lotteryTickets = [ticket, ...world.lotteryTickets];
    return answer('/lgw/orders', { ticket, balance: left }, 'POST');
  }),
];
