import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { logIn, resetWorld, world } from '@/testing/world';

const article = async () => (await screen.findByRole('heading', { level: 1, name: 'Responsible Gaming' })).closest('article') as HTMLElement;

describe('the Responsible Gaming page (footer)', () => {
  it('shows the brand’s age rule and explains every tool', async () => {
    resetWorld({ brand: { ...world.brand, ageConsent: 21 } });
    renderApp('/help?section=responsible-gaming');
    const page = await article();
    expect(within(page).getByText('21+')).toBeInTheDocument();
    expect(page).toHaveTextContent(`You must be 21 or older to open an account or play on ${world.brand.name}.`);
    const tools = within(page).getByRole('region', { name: 'Tools to stay in control' });
    expect(within(tools).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Deposit limit',
      'Loss limit',
      'Wager limit',
      'Session time limit',
      'Reality check',
      'Time-out',
      'Self-exclusion',
      'History download',
    ]);
  });

  it('asks a visitor to log in to set limits', async () => {
    resetWorld();
    const { user } = renderApp('/help?section=responsible-gaming');
    await user.click(within(await article()).getByRole('button', { name: 'Log in to set your limits' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens a member’s own settings in the member centre', async () => {
    logIn();
    const { user } = renderApp('/help?section=responsible-gaming');
    await user.click(within(await article()).getByRole('button', { name: 'Open my responsible gaming settings' }));
    const centre = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(centre).getByRole('button', { name: 'Responsible gaming' })).toHaveAttribute('aria-current', 'page');
    expect(await within(centre).findByRole('heading', { name: 'Deposit, loss and wager limits' })).toBeInTheDocument();
  });
});
