import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageCdn, SIM, vendorLanes } from '@/testing/fixtures';
import { answer, record } from '@/testing/handlers/envelope';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

/** A controllable IntersectionObserver: intersectAll() reports every observed node in view. */
const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Element[] }>();
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; nodes: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, nodes: [] };
    observers.add(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}
function intersectAll() {
  for (const { callback, nodes } of [...observers]) {
    callback(
      nodes.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

/** The cards' launch buttons, named by the game's name: a card's first button (the other is its star). */
const launchers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .flatMap((card) => within(card).getAllByRole('button').slice(0, 1));

beforeEach(() => {
  observers.clear();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

const gameListCalls = () => world.calls.filter((call) => call.path.includes('GCSGAME_gameList')).map((call) => new URL(call.path, SIM));
/** `vassalage/gameId` of the first launch: a POST carrying the XSRF header, never a GET. */
const launched = () => {
  const call = world.calls.find((c) => c.path.includes('launchGame'));
  if (!call) return undefined;
  expect(call.method).toBe('POST');
  expect(call.headers['x-xsrf-token']).toBeTruthy();
  const body = call.body as { vassalage?: string; gameId?: number | string };
  return `${body.vassalage}/${body.gameId}`;
};
const grid = () => screen.findByRole('list', { name: 'Games' });
const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('lobby', () => {
  it('opens the vendor tab named by the page query parameter on /rng', async () => {
    logIn();
    renderApp('/rng?page=JILI');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
    await grid();
    const call = gameListCalls()[0];
    expect(call?.searchParams.get('vassalage')).toBe('JILI');
    expect(call?.searchParams.get('gameType')).toBe('RNG');
    expect(call?.searchParams.get('gameClassify')).toBe('ALL');
    expect(call?.searchParams.get('pageNo')).toBe('1');
  });

  it('switches vendor tabs through the query parameter', async () => {
    logIn();
    const { user, router } = renderApp('/rng');
    await user.click(await screen.findByRole('tab', { name: 'Pragmatic Play' }));
    expect(router.state.location.search).toBe('?page=PP');
    await waitFor(() => expect(gameListCalls().some((call) => call.searchParams.get('vassalage') === 'PP')).toBe(true));
  });

  it('searches by game name (debounced)', async () => {
    logIn();
    const { user } = renderApp('/rng');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz-none');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    const named = gameListCalls().filter((call) => call.searchParams.get('gameName'));
    expect(named.map((call) => call.searchParams.get('gameName'))).toEqual(['zzz-none']);
  });

  it('loads the next page when the end of the grid comes into view', async () => {
    logIn();
    renderApp('/rng');
    const list = await grid();
    expect(launchers(list)).toHaveLength(30);
    act(() => intersectAll());
    await waitFor(() => expect(launchers(list)).toHaveLength(60));
    expect(gameListCalls().map((call) => call.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('switches selection types; FAV lists the favourites', async () => {
    logIn({ favorites: ['1001003'] });
    const { user } = renderApp('/rng');
    await grid();
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(gameListCalls().at(-1)?.searchParams.get('gameClassify')).toBe('FAV'));
    const list = await grid();
    await waitFor(() => expect(launchers(list)).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(gameListCalls().at(-1)?.searchParams.get('gameClassify')).toBe('NEW'));
  });

  it('toggles a favourite at once and tells the server', async () => {
    logIn();
    const { user } = renderApp('/rng');
    const list = await grid();
    const star = within(list).getAllByRole('button', { name: /^Add .* to favourites$/ })[0];
    if (!star) throw new Error('no star');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(world.favorites).toEqual(['1001001']));
    const post = world.calls.find((call) => call.path.includes('MCSFE_getFavoriteGames'));
    expect(post?.body).toEqual({ gameId: 1001001, action: 'add' });
    const stored = JSON.parse(window.sessionStorage.getItem('favoriteGames') ?? '{}') as Record<string, { favorite: boolean }>;
    expect(stored['1001001']?.favorite).toBe(true);
  });

  it('a game removed in Favourites leaves the list at once; server and tab agree', async () => {
    logIn({ favorites: ['1001004', '1001003'] });
    let release: () => void = () => undefined;
    server.use(
      http.post('*/wps/relay/MCSFE_getFavoriteGames', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { gameId: number };
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        world.favorites = world.favorites.filter((id) => id !== String(body.gameId));
        return answer('/wps/relay/MCSFE_getFavoriteGames', { gameId: body.gameId, action: 'remove', isFavorite: false, changed: true }, 'POST');
      }),
    );
    const { user } = renderApp('/rng');
    await grid();
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const list = await grid();
    await waitFor(() => expect(launchers(list)).toHaveLength(2));
    const [removed] = within(list).getAllByRole('button', { name: /^Remove .* from favourites$/ });
    if (!removed) throw new Error('no star');
    const favListCalls = () => gameListCalls().filter((call) => call.searchParams.get('gameClassify') === 'FAV').length;
    const before = favListCalls();
    await user.click(removed);
    // Gone before the server has even answered.
    expect(launchers(list)).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(favListCalls()).toBe(before + 1)); // the FAV list is refetched
    expect(world.favorites).toEqual(['1001003']);
    await waitFor(() => expect(launchers(list)).toHaveLength(1));
    const stored = JSON.parse(window.sessionStorage.getItem('favoriteGames') ?? '{}') as Record<string, { favorite: boolean }>;
    expect(stored['1001004']?.favorite).toBe(false);
    // Back on All, the removed game shows as not a favourite, the other one as a favourite.
    await user.click(screen.getByRole('tab', { name: 'All' }));
    // (All may come from the cache, fetched before the removal: the tab's mark covers it.)
    const all = await grid();
    await waitFor(() => expect(within(all).getAllByRole('button', { pressed: true })).toHaveLength(1));
    const [game4] = within(all).getAllByRole('listitem').slice(3, 4);
    if (!game4) throw new Error('no fourth game');
    expect(within(game4).getByRole('button', { name: /favourites$/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("the server's answer wins over an older change of this tab", async () => {
    // A mark from earlier in the tab's life; since then the game was removed elsewhere.
    window.sessionStorage.setItem('favoriteGames', JSON.stringify({ '1001001': { favorite: true, at: Date.now() - 60_000 } }));
    logIn({ favorites: [] });
    renderApp('/rng');
    const list = await grid();
    await within(list).findAllByRole('button', { name: /^Add .* to favourites$/ });
    expect(within(list).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('shows the error image after three failed loads', async () => {
    logIn();
    renderApp('/rng');
    const list = await grid();
    const image = list.querySelector('img');
    if (!image) throw new Error('no image');
    expect(image.getAttribute('src')).toBe(`${imageCdn}/games/slot-2.svg`);
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image.getAttribute('src')).not.toBe(`${imageCdn}/images/broken.svg`);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(`${imageCdn}/images/broken.svg`);
  });

  it('launches a game into the /game frame', async () => {
    logIn();
    const { user, router } = renderApp('/rng');
    const list = await grid();
    const first = launchers(list)[0];
    if (!first) throw new Error('no game');
    await user.click(first);
    const frame = await screen.findByTitle('Game');
    expect(router.state.location.pathname).toBe('/game');
    expect(frame).toHaveAttribute('src', `${SIM}/cdn/demo/PG?gameId=1001001`);
    expect(window.sessionStorage.getItem('gameUrl')).toBe(`${SIM}/cdn/demo/PG?gameId=1001001`);
    expect(screen.getByRole('button', { name: 'Reload game' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('offers popular games when the game is under maintenance', async () => {
    logIn({ maintenance: ['PG'] });
    const { user, router } = renderApp('/rng');
    const list = await grid();
    const first = launchers(list)[0];
    if (!first) throw new Error('no game');
    await user.click(first);
    const dialog = await screen.findByRole('alertdialog', { name: 'Game under maintenance' });
    expect(within(dialog).getByText('Game under maintenance, try other popular games')).toBeInTheDocument();
    const popular = await within(dialog).findByRole('list', { name: 'Popular games' });
    const others = within(popular).getAllByRole('button');
    expect(others.length).toBeGreaterThan(0);
    const other = others[0];
    if (!other) throw new Error('no popular game');
    expect(world.calls.some((call) => call.path.includes('GCSGAME_hotGamesV2'))).toBe(true);
    await user.click(other);
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows visitors the hot games and asks them to sign in; FAV opens the login pop-up', async () => {
    const { user } = renderApp('/rng');
    expect(await screen.findByText(/Sign in to browse the full catalogue/)).toBeInTheDocument();
    const list = await grid();
    expect(launchers(list).length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(gameListCalls()).toHaveLength(0);
    expect(world.calls.some((call) => call.path.includes('GCSGAME_hotGamesV2') && call.path.includes('vassalage=PG'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('asks visitors to log in before a launch', async () => {
    const { user } = renderApp('/rng');
    const list = await grid();
    const first = launchers(list)[0];
    if (!first) throw new Error('no game');
    await user.click(first);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(world.calls.some((call) => call.path.includes('launchGame'))).toBe(false);
  });

  it('esports, cockfight and sports are lobbies too: tabs, search, selection types', async () => {
    logIn();
    const { user, router } = renderApp('/esports');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Sports' })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'TF Gaming' }));
    expect(router.state.location.search).toBe('?vassalage=TF');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favourites' })).toBeInTheDocument();
    const list = await grid();
    await user.click(await within(list).findByRole('button', { name: /^TF Gaming/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(launched()).toBe('TF/1502');

    await act(() => router.navigate('/cockfight?vassalage=DIG'));
    expect(await screen.findByRole('tab', { name: 'Digmaan' })).toHaveAttribute('aria-selected', 'true');
    await grid();
    // Cockfight vendors sit in the upstream's SPORTS lane: their games are asked for there.
    const call = gameListCalls().at(-1);
    expect(call?.searchParams.get('vassalage')).toBe('DIG');
    expect(call?.searchParams.get('gameType')).toBe('SPORTS');

    await act(() => router.navigate('/sports'));
    expect(await screen.findByRole('tab', { name: 'SABA Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'DS88 Sabong' })).not.toBeInTheDocument();
  });

  it('a VASSALAGE vendor in a dropdown opens the list of its games; one launches', async () => {
    logIn();
    const { user, router } = renderApp('/');
    await mainNav();
    await user.click(await screen.findByRole('button', { name: 'Show Card Games providers' }));
    const group = screen.getByRole('group', { name: 'Card Games providers' });
    await user.click(within(group).getByRole('link', { name: /V8 Poker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'V8 Poker games' });
    expect(router.state.location.pathname).toBe('/');
    const games = await within(dialog).findByRole('list', { name: 'V8 Poker games' });
    const listCall = gameListCalls().at(-1);
    expect(listCall?.searchParams.get('vassalage')).toBe('V8');
    const [first] = within(games).getAllByRole('button');
    if (!first) throw new Error('no game');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(launched()).toBe('V8/1302001');
    expect(screen.queryByRole('dialog', { name: 'V8 Poker games' })).not.toBeInTheDocument();
  });

  it('a visitor choosing a VASSALAGE vendor is asked to log in', async () => {
    const { user } = renderApp('/');
    await mainNav();
    await user.click(await screen.findByRole('button', { name: 'Show Fishing providers' }));
    await user.click(within(screen.getByRole('group', { name: 'Fishing providers' })).getByRole('link', { name: /JDB Fishing/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(gameListCalls()).toHaveLength(0);
  });

  it('a PVP launch opens the address the BFF gives as content.game_url', async () => {
    const address = `${SIM}/demo/table/1302001?t=pvp`;
    server.use(
      http.post('*/wps/game/launchGame', async ({ request }) => {
        await record(request);
        return answer('/wps/game/launchGame', { content: { game_url: address } }, 'POST');
      }),
    );
    logIn();
    const { user, router } = renderApp('/pvp?vassalage=V8');
    const list = await grid();
    const [first] = launchers(list);
    if (!first) throw new Error('no game');
    await user.click(first);
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', address);
    expect(router.state.location.pathname).toBe('/game');
  });
});

describe('header navigation clicks', () => {
  it('cockfight launches its first game', async () => {
    logIn();
    const { user, router } = renderApp('/');
    await user.click(await within(await mainNav()).findByRole('link', { name: 'Cockfight' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(launched()).toBe('DS88/1404');
  });

  it('lottery launches the TCG_SEA vendor (its lottery page)', async () => {
    logIn();
    const { user, router } = renderApp('/');
    await user.click(await within(await mainNav()).findByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));
  });

  it('a category with one vendor launches it; bgs goes to its page', async () => {
    const lanes = vendorLanes();
    const pvp = lanes.data.lanes.find((lane) => lane.gameType === 'PVP');
    if (pvp) pvp.cards = pvp.cards.slice(0, 1);
    server.use(
      http.get('*/wps/relay/GCSGAME_newGameVendor', async ({ request }) => {
        await record(request);
        return answer('/wps/relay/GCSGAME_newGameVendor', lanes);
      }),
    );
    logIn();
    const { user, router } = renderApp('/');
    const nav = await mainNav();
    await user.click(await within(nav).findByRole('link', { name: 'Board Games' }));
    expect(router.state.location.pathname).toBe('/bgs');
    expect(window.sessionStorage.getItem('vassalage')).toBe('BGS');
    await user.click(within(nav).getByRole('link', { name: 'Card Games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(launched()).toBe('KM/1301');
  });

  it('a visitor clicking a launching category gets the login pop-up', async () => {
    const { user, router } = renderApp('/');
    await user.click(await within(await mainNav()).findByRole('link', { name: 'Cockfight' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a dropdown vendor opens its lobby tab', async () => {
    logIn();
    const { user, router } = renderApp('/');
    await mainNav();
    await user.click(await screen.findByRole('button', { name: 'Show Slots providers' }));
    const group = screen.getByRole('group', { name: 'Slots providers' });
    await user.click(within(group).getByRole('link', { name: /JILI/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=JILI');
    expect(await screen.findByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
  });

  it('caches the vendor list in session storage with its language', async () => {
    renderApp('/');
    await within(await mainNav()).findByRole('link', { name: 'Slots' });
    const cached = JSON.parse(window.sessionStorage.getItem('gameVendors') ?? '{}') as { language?: string };
    expect(cached.language).toBe('en');
  });
});

describe('home category tiles', () => {
  const tiles = async () => {
    const section = await screen.findByRole('region', { name: 'Choose your game' });
    return within(await within(section).findByRole('list'));
  };

  it('follow the header click rules: cockfight launches, lottery opens its page, slots navigate', async () => {
    logIn();
    const { user, router } = renderApp('/');
    await user.click((await tiles()).getByRole('link', { name: /^Cockfight/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(launched()).toBe('DS88/1404');

    await act(() => router.navigate('/'));
    await user.click((await tiles()).getByRole('link', { name: /^Lottery/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));

    await act(() => router.navigate('/'));
    await user.click((await tiles()).getByRole('link', { name: /^Slots/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });

  it('a visitor clicking a launching tile gets the login pop-up', async () => {
    const { user, router } = renderApp('/');
    await user.click((await tiles()).getByRole('link', { name: /^Cockfight/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
