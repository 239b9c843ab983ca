import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { logIn, resetWorld } from '@/testing/world';

const navNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findByRole('link', { name: 'Live Casino' });
  return within(nav)
    .getAllByRole('link')
    // The category links themselves, not the vendor links of their drop-down groups.
    .filter((link) => !link.closest('[role="group"]'))
    .map((link) => link.textContent);
};

describe('header, logged out', () => {
  it('shows the login form, register button, language and theme controls', async () => {
    renderApp('/');
    const header = await findHeader();
    expect(within(header).getByPlaceholderText('Username')).toBeInTheDocument();
    expect(within(header).getByPlaceholderText('Password')).toHaveAttribute('type', 'password');
    expect(within(header).getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(within(header).queryByText('Balance')).not.toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Lucky Lotus' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:9000/cdn/brand/logo.svg',
    );
  });

  it('has no Register button when the REG3 module is off', async () => {
    resetWorld({ modules: { REG3: false, COMM3: true } });
    renderApp('/');
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('lists the categories with vendors, cockfight moved right after live', async () => {
    renderApp('/');
    expect(await navNames()).toEqual([
      'Home',
      'Slots',
      'Live Casino',
      'Cockfight',
      'Fishing',
      'Card Games',
      'Sports',
      'E-Sports',
      'Lottery',
      'E-Lottery',
      'Board Games',
      'Bingo',
      'Promotions',
    ]);
  });

  it('shows vendor dropdowns with HOT badges, none for lottery', async () => {
    const { user } = renderApp('/');
    await navNames();
    // The lists are drawn once the pointer comes to the bar (or the browser is idle).
    await user.hover(screen.getByRole('navigation', { name: 'Main navigation' }));
    const sports = screen.getByRole('group', { name: 'Sports providers' });
    const names = within(sports)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['SABA SportsHOT', 'CMD368', 'BTi Sports']);
    const cockfight = screen.getByRole('group', { name: 'Cockfight providers' });
    expect(within(cockfight).getByRole('link', { name: /DS88 Sabong/ })).toHaveAttribute(
      'href',
      '/cockfight?vassalage=DS88',
    );
    expect(within(cockfight).getByRole('link', { name: /Digmaan/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lottery providers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Board Games providers' })).not.toBeInTheDocument();
    const icon = sports.querySelector('img');
    expect(icon).toHaveAttribute('src', 'http://127.0.0.1:9000/cdn/vendors/saba.svg');
  });

  it('draws the vendor lists after the first screen without being asked', async () => {
    renderApp('/');
    await navNames();
    const live = screen.getByRole('group', { name: 'Live Casino providers' });
    expect(within(live).queryByRole('link')).not.toBeInTheDocument();
    expect((await within(live).findAllByRole('link', {}, { timeout: 6000 })).length).toBeGreaterThan(1);
  });

  it('opens a dropdown from its toggle for keyboard and touch users', async () => {
    const { user } = renderApp('/');
    await navNames();
    const toggle = screen.getByRole('button', { name: 'Show Live Casino providers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates to the lobby of a category with several vendors', async () => {
    const { user, router } = renderApp('/');
    await navNames();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Live Casino' }));
    expect(router.state.location.pathname).toBe('/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
  });
});

describe('header, logged in', () => {
  it('shows balance, member centre, account name and sign out', async () => {
    logIn();
    renderApp('/');
    const header = await findHeader();
    expect(await within(header).findByTestId('balance-amount')).toHaveTextContent('₫ 1,234,567.50');
    expect(within(header).getByRole('button', { name: 'Member Center' })).toBeInTheDocument();
    expect(within(header).getByText('lucky001')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
    expect(within(header).queryByPlaceholderText('Password')).not.toBeInTheDocument();
  });

  it.each([1, 2, 41, 42])('shows the agent centre for account type %i', async (accountType) => {
    logIn({ accountType });
    renderApp('/');
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: 'Agent' })).toBeInTheDocument();
  });

  it('opens the member centre on My account with the member info', async () => {
    logIn();
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(await within(dialog).findByText('0912****78')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite friends' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation code' })).toBeInTheDocument();
  });

  it('warns trial accounts that they need a real account', async () => {
    logIn({ accountType: 4 });
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This feature needs a real account');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
