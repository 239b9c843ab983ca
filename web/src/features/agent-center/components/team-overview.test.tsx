import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { quickRange } from '@/lib/date-range';
import { brandFile } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const OVERVIEW = '*/wps/relay/MCSFE_getTeamOverview';
const zone = brandFile.timeZone ?? 'UTC';
/** A yyyy-MM-dd day as English writes it. */
const shown = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

async function openOverview() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent' });
  return { ...rendered, dialog };
}

const overviewCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getTeamOverview'));
const tile = (figures: HTMLElement, label: string) => within(figures).getByText(label).closest('div') as HTMLElement;
// A tile's value is the first line of its <dd>; a note may follow it.
const value = (figures: HTMLElement, label: string) => within(tile(figures, label)).getByRole('definition').firstElementChild?.textContent;

describe('team overview', () => {
  it('shows the figures of the last 7 brand days', async () => {
    logIn({ accountType: 1 });
    const { dialog } = await openOverview();
    const figures = await within(dialog).findByLabelText('Team figures');
    const week = quickRange('last7', Date.now(), zone);
    expect(overviewCalls()[0]?.path).toBe(`/wps/relay/MCSFE_getTeamOverview?beginDate=${week.begin}&endDate=${week.end}`);
    expect(value(figures, 'Team members')).toBe('25');
    expect(tile(figures, 'Team members')).toHaveTextContent('18 direct, 5 agents');
    expect(value(figures, 'New today')).toBe('1');
    expect(value(figures, 'New in this range')).toBe('7');
    expect(value(figures, 'Deposits')).toBe('28,000.00');
    expect(value(figures, 'Withdrawals')).toBe('500.00');
    expect(value(figures, 'Valid bets')).toBe('50,400.00');
    expect(value(figures, 'Profit and loss')).toBe('-9,000.00');
    expect(amountTone(within(tile(figures, 'Profit and loss')).getByText('-9,000.00'))).toBe('negative');
    expect(value(figures, 'Team balance')).toBe('325,012.50');
  });

  it('draws the days as a chart with an accessible name, a summary and a table', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openOverview();
    const week = quickRange('last7', Date.now(), zone);
    const chart = await within(dialog).findByRole('img', { name: `Valid bets and profit by day, ${shown(week.begin)} to ${shown(week.end)}` });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(/7 days: valid bets 50,400.00 in total, profit and loss -9,000.00/);
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    await user.click(within(dialog).getByText('Show as table'));
    const table = within(dialog).getByRole('table', { name: 'Valid bets and profit by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent(shown(week.begin));
    expect(rows[7]).toHaveTextContent(shown(week.end));
  });

  it('asks again for the range the agent picks', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openOverview();
    await within(dialog).findByLabelText('Team figures');
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const today = quickRange('today', Date.now(), zone);
    expect(await within(dialog).findByRole('img', { name: `Valid bets and profit by day, ${shown(today.begin)} to ${shown(today.end)}` })).toBeInTheDocument();
    expect(overviewCalls().at(-1)?.path).toBe(`/wps/relay/MCSFE_getTeamOverview?beginDate=${today.begin}&endDate=${today.end}`);
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    logIn({ accountType: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        OVERVIEW,
        async () => {
          await gate;
          return fail(503, 'UPSTREAM_UNAVAILABLE', 'upstream down');
        },
        { once: true },
      ),
    );
    const { dialog, user } = await openOverview();
    expect(await within(dialog).findByRole('status', { name: 'Loading the team overview' })).toBeInTheDocument();
    release();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.click(retry);
    expect(await within(dialog).findByLabelText('Team figures')).toBeInTheDocument();
  });

  it('invites an agent without a team to register an account', async () => {
    logIn({ accountType: 1 });
    world.agent.downlines = [];
    const { dialog, user } = await openOverview();
    expect(await within(dialog).findByText('No team members yet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register an account' }));
    expect(await within(dialog).findByRole('heading', { name: 'Register account' })).toBeInTheDocument();
  });
});
