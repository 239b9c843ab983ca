import { http } from 'msw';
import { gameCatalogue, SIM, vendorLanes, type TestGame } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

const notSession = () => fail(401, 'login.not.session', 'not logged in');

const withFavorite = (game: TestGame) => ({ ...game, isFavorite: world.favorites.includes(String(game.gameId)) });

export const gamesHandlers = [
  http.get('*/wps/relay/GCSGAME_newGameVendor', async ({ request }) => {
    await record(request);
    return answer('/wps/relay/GCSGAME_newGameVendor', vendorLanes());
  }),

  http.get('*/wps/relay/GCSGAME_gameList', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return notSession();
    const url = new URL(request.url);
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const pageNo = Number(q('pageNo') || 1);
    const pageSize = Number(q('pageSize') || 30);
    const classify = q('gameClassify') || 'ALL';
    if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= 100)) return fail(400, 'request.invalid', 'bad paging', 'pageNo');
    const name = q('gameName').toLowerCase();
    let games = gameCatalogue().filter(
      (game) =>
        (!q('gameType') || game.gameType === q('gameType')) &&
        (!q('vassalage') || game.vassalage === q('vassalage')) &&
        (!name || game.gameName.toLowerCase().includes(name)),
    );
    if (classify === 'NEW') games = games.filter((game) => game.isNew === 1);
    if (classify === 'HOT') games = games.filter((game) => game.isHot === 1);
    const pick = (ids: string[]) =>
      ids.map((id) => games.find((game) => String(game.gameId) === id)).filter((game): game is TestGame => !!game);
    if (classify === 'FAV') games = pick(world.favorites);
    if (classify === 'RECENT') games = pick(world.recent);
    const totalCount = games.length;
    const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
    return answer('/wps/relay/GCSGAME_gameList', {
      games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(withFavorite),
      totalPages,
      totalCount,
      pageNo,
      pageSize,
    });
  }),

  http.get('*/wps/relay/GCSGAME_hotGamesV2', async ({ request }) => {
    await record(request);
    const vassalage = new URL(request.url).searchParams.get('vassalage');
    const list = gameCatalogue()
      .filter((game) => game.isHot === 1 && (!vassalage || game.vassalage === vassalage))
      .slice(0, 50);
    return answer('/wps/relay/GCSGAME_hotGamesV2', { list });
  }),

  http.post('*/wps/relay/MCSFE_getFavoriteGames', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return notSession();
    const body = (await request.json()) as { gameId: number | string; action?: string };
    const id = String(body.gameId);
    const action = body.action === 'remove' ? 'remove' : 'add';
    const had = world.favorites.includes(id);
    world.favorites = world.favorites.filter((fav) => fav !== id);
    if (action === 'add') world.favorites.unshift(id);
    return answer('/wps/relay/MCSFE_getFavoriteGames', { gameId: body.gameId, action, isFavorite: action === 'add', changed: had !== (action === 'add') }, 'POST');
  }),

  http.post('*/wps/game/launchGame', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return notSession();
    const body = (await request.json()) as { vassalage?: string; gameId?: number | string | null };
    const vassalage = body.vassalage ?? '';
    const gameId = body.gameId == null ? null : String(body.gameId);
    const vendors = vendorLanes().data.lanes.flatMap((lane) => lane.cards);
    if (!vendors.some((card) => card.vassalage === vassalage)) return fail(404, 'game.not.found', 'Game not found');
    if (world.maintenance.includes(vassalage)) return fail(400, 'game.maintenance', 'Game under maintenance');
    if (gameId && gameCatalogue().some((game) => String(game.gameId) === gameId)) {
      world.recent = [gameId, ...world.recent.filter((id) => id !== gameId)].slice(0, 20);
    }
    const query = new URLSearchParams({ gameId: gameId ?? '' });
    return answer('/wps/game/launchGame', { content: { game_url: `${SIM}/cdn/demo/${vassalage}?${query.toString()}` } }, 'POST');
  }),
];
