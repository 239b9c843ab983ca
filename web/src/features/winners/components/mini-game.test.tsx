import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameCatalogue, SIM } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { bigWin } from '@/testing/winners-fixtures';
import { logIn, world } from '@/testing/world';

/** The first hot slot game of the hot list (GCSGAME_hotGamesV2 answers the first 50 hot games). */
const quickGame = () => {
  const game = gameCatalogue()
    .filter((item) => item.isHot === 1)
    .slice(0, 50)
    .find((item) => item.gameType === 'RNG');
  if (!game) throw new Error('no hot slot game in the catalogue');
  return game;
};

describe('the home page widgets', () => {
  it('shows the winners list on the home page', async () => {
    world.winners = [bigWin()];
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Big wins this week' });
    expect(await within(section).findByText('Fortune Tiger')).toBeInTheDocument();
  });

  it('asks a visitor to log in before the quick game', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Quick game' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
    expect(world.calls.some((call) => call.path.startsWith('/wps/game/launchGame'))).toBe(false);
  });

  it('plays the quick game in a small frame through the usual launch call, and closes with Escape', async () => {
    logIn();
    const game = quickGame();
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Quick game' });
    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: `Quick game: ${game.gameName}` });
    const frame = await within(panel).findByTitle(game.gameName);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${SIM}/cdn/demo/${game.vassalage}?gameId=${game.gameId}`);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The page stays usable: the frame is no modal.
    expect(screen.getByRole('region', { name: 'Big wins this week' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Quick game/ })).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('words a failed launch with a retry', async () => {
    logIn();
    const game = quickGame();
    world.maintenance = [game.vassalage];
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Quick game' }));
    const panel = await screen.findByRole('dialog', { name: `Quick game: ${game.gameName}` });
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    world.maintenance = [];
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByTitle(game.gameName)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close the quick game' }));
    expect(screen.queryByRole('dialog', { name: /^Quick game/ })).not.toBeInTheDocument();
  });
});
