import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/config/constants';
import { balance, SIM } from '@/testing/fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const GAME_URL = `${SIM}/demo/slot/1001?t=ticket&lang=en&origin=http%3A%2F%2Flocalhost%3A3000`;

const balanceCalls = () => world.calls.filter((call) => call.path === '/wps/v2/wallets/balance').length;

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

async function openGame() {
  logIn();
  window.sessionStorage.setItem(SESSION_KEYS.gameUrl, GAME_URL);
  const listen = vi.spyOn(window, 'addEventListener');
  const rendered = renderApp('/game');
  await findHeader();
  expect(await screen.findByTitle('Game')).toHaveAttribute('src', GAME_URL);
  // The frame is in the DOM a moment before the page's effects run: on a busy machine a message
  // posted in between would find no listener yet.
  await waitFor(() => expect(listen).toHaveBeenCalledWith('message', expect.any(Function)));
  listen.mockRestore();
  expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,234,567.50');
  return rendered;
}

describe('/game balance after play', () => {
  it('refetches the balance when the game page posts wallet.changed from its origin', async () => {
    await openGame();
    const before = balanceCalls();
    world.balance = balance('99.00');
    post(SIM, { type: 'wallet.changed', balance: '5000000.00' });
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
    // The posted number is not trusted: the amount is the refetched one.
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('99.00'));
    expect(screen.getByTestId('balance-amount')).not.toHaveTextContent('5,000,000.00');
  });

  it('ignores messages from another origin or of another type', async () => {
    await openGame();
    const before = balanceCalls();
    world.balance = balance('99.00');
    post('http://evil.example', { type: 'wallet.changed', balance: '1.00' });
    post(window.location.origin, { type: 'wallet.changed', balance: '1.00' });
    post(SIM, { type: 'something.else' });
    post(SIM, 'wallet.changed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(balanceCalls()).toBe(before);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,234,567.50');
  });

  it('refetches the balance when the player closes the game', async () => {
    const { user, router } = await openGame();
    const before = balanceCalls();
    world.balance = balance('42.50');
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('42.50'));
  });
});
