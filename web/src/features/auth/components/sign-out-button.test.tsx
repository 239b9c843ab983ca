import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

describe('sign out', () => {
  it('asks for confirmation; Cancel keeps the session', async () => {
    logIn();
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(world.calls.some((c) => c.path === '/wps/session/logout')).toBe(false);
    expect(within(header).getByTestId('balance-amount')).toBeInTheDocument();
  });

  it('Submit logs out, clears session storage but the merchant, and goes home', async () => {
    logIn();
    const { user, router } = renderApp('/help?section=about');
    const header = await findHeader();
    await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('lucky001'));
    window.sessionStorage.setItem('favourites', '[1,2]');
    expect(window.sessionStorage.getItem('merchant')).toBe('DEFAULT');

    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Prompt' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(header).findByPlaceholderText('Password')).toBeInTheDocument();
    expect(within(header).queryByTestId('balance-amount')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = world.calls.find((c) => c.path === '/wps/session/logout');
    expect(logout?.method).toBe('POST');
    expect(window.sessionStorage.getItem('merchant')).toBe('DEFAULT');
    expect(window.sessionStorage.getItem('account')).toBe(null);
    expect(window.sessionStorage.getItem('favourites')).toBe(null);
  });
});
