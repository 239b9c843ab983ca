import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameCatalogue, SIM } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const elottGames = () => gameCatalogue().filter((game) => game.gameType === 'ELOTT');
const gameListCalls = () =>
  world.calls.filter((call) => call.path.includes('GCSGAME_gameList')).map((call) => new URL(call.path, SIM));

describe('/elott, the e-lottery lobby', () => {
  it("lists the catalogue's ELOTT games for a member", async () => {
    logIn();
    renderApp('/elott');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Lottery' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(elottGames().length);
    const call = gameListCalls()[0];
    expect(call?.searchParams.get('gameType')).toBe('ELOTT');
    expect(call?.searchParams.get('vassalage')).toBe('TCG_SEA');
  });

  it('launches a game like the other lottery games: to /lottery with its code', async () => {
    logIn();
    const { user, router } = renderApp('/elott');
    const [game] = elottGames();
    const grid = await screen.findByRole('list', { name: 'Games' });
    await user.click(within(grid).getByRole('button', { name: new RegExp(`^${game?.gameName}`) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(new URLSearchParams(router.state.location.search).get('gameCode')).toBe(game?.code);
    expect(world.calls.some((c) => c.path.startsWith('/wps/game/launchGame'))).toBe(false);
  });

  it('shows a visitor only the hot e-lottery games, not the vendor’s other lottery games', async () => {
    renderApp('/elott');
    const grid = await screen.findByRole('list', { name: 'Games' });
    // A card's button is named by the game's name, then its badges (HOT, NEW).
    const names = within(grid)
      .getAllByRole('listitem')
      .map((card) => within(card).getAllByRole('button')[0]?.firstElementChild?.textContent);
    const hot = elottGames().filter((game) => game.isHot === 1);
    expect(names).toEqual(hot.map((game) => game.gameName));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
