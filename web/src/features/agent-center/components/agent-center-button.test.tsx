import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const TEAM_MENU = [
  'Announcement',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Transaction details',
];

async function openAgentCenter() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent' });
  return { ...rendered, dialog };
}

const menuNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Agent' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('agent centre panel', () => {
  it('lists the team pages in SPEC order and opens on the team overview', async () => {
    logIn({ accountType: 2 });
    const { dialog } = await openAgentCenter();
    expect(await within(dialog).findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    // The flags answered (all 0): no contract page.
    await within(dialog).findByRole('img', { name: /Valid bets and profit by day/ });
    expect(world.calls.some((call) => call.path === '/wps/member/info/funds/consolidated')).toBe(true);
    expect(menuNames(dialog)).toEqual(TEAM_MENU);
  });

  it('adds a contract page for each consolidated flag at 1, in SPEC order', async () => {
    logIn({ accountType: 41 });
    world.agent.flags = { divtypereq: 1, dailysalreqtype: 0, contracthoursalreq: 1, realtimesalreqtype: 1 };
    const { dialog, user } = await openAgentCenter();
    await within(dialog).findByRole('button', { name: 'Real-time salary' });
    expect(menuNames(dialog)).toEqual([...TEAM_MENU, 'Dividend', 'Hourly salary', 'Real-time salary']);
    // The contract pages come from the agent-reports feature, composed in src/app.
    await user.click(within(dialog).getByRole('button', { name: 'Dividend' }));
    expect(await within(dialog).findByRole('heading', { name: 'Dividend' })).toBeInTheDocument();
  });

  it('shows every contract page when every flag is on', async () => {
    logIn({ accountType: 1 });
    world.agent.flags = { divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 };
    const { dialog } = await openAgentCenter();
    await within(dialog).findByRole('button', { name: 'Daily salary' });
    expect(menuNames(dialog).slice(TEAM_MENU.length)).toEqual(['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary']);
  });

  it.each([0, 4])('has no Agent button for account type %i', async (accountType) => {
    logIn({ accountType });
    renderApp('/');
    const header = await findHeader();
    await within(header).findByRole('button', { name: 'Member Center' });
    expect(within(header).queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openAgentCenter();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Agent' })).not.toBeInTheDocument();
  });
});
