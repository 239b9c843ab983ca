import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { balance } from '@/testing/fixtures';
import { answer } from '@/testing/handlers/envelope';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

describe('balance', () => {
  it('formats the amount with its currency symbol', async () => {
    logIn({ balance: balance('9876543210.05') });
    renderApp('/');
    const header = await findHeader();
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('₫ 9,876,543,210.05');
  });

  it('falls back to the brand symbol, then P', async () => {
    logIn({ balance: { ...balance('12.3'), currencySymbol: '' } });
    renderApp('/');
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('₫ 12.30');
  });

  it('hides and shows the amount, remembering the choice', async () => {
    logIn();
    const { user } = renderApp('/');
    const amount = await screen.findByTestId('balance-amount');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount).toHaveTextContent('₫ ***');
    expect(amount).not.toHaveTextContent('1,234,567.50');
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount).toHaveTextContent('₫ 1,234,567.50');
  });

  it('refreshes, showing loading text meanwhile', async () => {
    logIn();
    const { user } = renderApp('/');
    const amount = await screen.findByTestId('balance-amount');
    world.balance = balance('50.00');
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        await delay(100);
        return answer('/wps/v2/wallets/balance', world.balance);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount).toHaveTextContent('Loading…');
    await waitFor(() => expect(amount).toHaveTextContent('₫ 50.00'));
  });
});

describe('balance refresh failure', () => {
  it.each([
    ['UPSTREAM_UNAVAILABLE', 503, 'Network link abnormal, please try again.'],
    ['UPSTREAM_TIMEOUT', 504, 'The page took long to load, please check the network.'],
  ])('shows %s inline as an alert', async (errorCode, status, text) => {
    logIn();
    const { user } = renderApp('/');
    await screen.findByTestId('balance-amount');
    server.use(
      http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ success: false, errorCode, message: 'x' }, { status })),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
