import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '@/testing/handlers/envelope';
import { renderApp } from '@/testing/render';
import { freshResponsible, RG_NOW } from '@/testing/responsible-fixtures';
import { server } from '@/testing/server';
import { logIn, resetWorld, world } from '@/testing/world';

const MINUTE = 60_000;
const realityReads = () => world.calls.filter((call) => call.method === 'GET' && call.path === '/wps/v2/responsible/reality-check');

describe('the reality check', () => {
  it('shows the session’s time and result when due by the platform’s clock, until the member goes on', async () => {
    logIn({
      responsible: freshResponsible({
        realityMinutes: 15,
        sessionStartedAt: RG_NOW - 16 * MINUTE,
        staked: '200.00',
        won: '50.00',
      }),
    });
    const { user } = renderApp('/');
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 16 minutes this session.');
    const figure = (label: string) => within(check).getByText(label).nextElementSibling?.textContent;
    expect(figure('Staked this session')).toBe('₫200.00');
    expect(figure('Won this session')).toBe('₫50.00');
    expect(figure('Net result')).toBe('-150.00');
    expect(check).toHaveTextContent('You asked to be reminded every 15 minutes.');
    // It asks for an answer: Escape does not dismiss it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();

    await user.click(within(check).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(world.calls.filter((call) => call.path === '/wps/v2/responsible/reality-check/ack')).toHaveLength(1);
  });

  it('opens the betting record from "view history"', async () => {
    logIn({ responsible: freshResponsible({ realityMinutes: 30, sessionStartedAt: RG_NOW - 31 * MINUTE }) });
    const { user } = renderApp('/');
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.click(within(check).getByRole('button', { name: 'View history' }));
    const centre = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(centre).getByRole('button', { name: 'Betting record' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs the member out from the check', async () => {
    logIn({ responsible: freshResponsible({ realityMinutes: 60, sessionStartedAt: RG_NOW - 61 * MINUTE }) });
    const { user, router } = renderApp('/promotions');
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.click(within(check).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(world.loggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks again when the next check falls due, and not before', async () => {
    logIn({ responsible: freshResponsible({ realityMinutes: 15, sessionStartedAt: RG_NOW - 14 * MINUTE - 59_500 }) });
    renderApp('/');
    await screen.findByRole('banner');
    await waitFor(() => expect(realityReads()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument();
    // Due in half a second by the platform's clock: the watch reads again then (and the clock moved).
    world.responsible.now = RG_NOW + MINUTE;
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 3000 })).toHaveTextContent('15 minutes');
    expect(realityReads()).toHaveLength(2);
  });

  it('is not asked for by visitors or trial accounts', async () => {
    resetWorld();
    renderApp('/');
    await screen.findByRole('banner');
    logIn({ accountType: 4 });
    renderApp('/');
    await screen.findAllByRole('banner');
    expect(realityReads()).toEqual([]);
  });
});

describe('a session ended by its time limit', () => {
  it('says why, and offers to log in again', async () => {
    logIn();
    server.use(http.get('*/wps/v2/responsible/reality-check', () => fail(401, 'session.time.limit', 'time is up', undefined, { endedAt: RG_NOW })));
    const { user } = renderApp('/');
    const notice = await screen.findByRole('alertdialog', { name: 'Session time limit reached' });
    expect(notice).toHaveTextContent('Your session has lasted as long as the limit you set');
    await user.click(within(notice).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
