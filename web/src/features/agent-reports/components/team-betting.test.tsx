import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetCategory } from '@/lib/bets';
import { TeamBetting } from '@/features/agent-reports/components/team-betting';
import { teamBet } from '@/testing/agent-report-fixtures';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z'); // 17:00 in the brand's zone (Asia/Ho_Chi_Minh)
const RELAY = 'ODSFE2_getTeamBetRecord';

const calls = () => world.calls.filter((call) => call.path.includes(RELAY)).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;

const CATEGORIES: BetCategory[] = [
  { gameType: 'RNG', label: 'Slots', vendors: [{ vassalage: 'PG', name: 'PG Soft' }, { vassalage: 'JILI', name: 'Jili' }] },
  { gameType: 'LIVE', label: 'Live casino', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
];

const agent = () => logIn({ accountType: 1 });

describe('team betting', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for today's team rounds, 20 a page, then for the dates, member, category and vendor searched", async () => {
    agent();
    const { user } = renderWithBoot(<TeamBetting categories={CATEGORIES} />);
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-15', endDate: '2025-03-15', pageNo: '1', pageSize: '20' }));

    await user.type(screen.getByLabelText('Member account'), '  agent01 ');
    await user.selectOptions(screen.getByLabelText('Category'), 'RNG');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'JILI');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(calls()).toHaveLength(1); // nothing is asked before Search
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        beginDate: '2025-03-09',
        endDate: '2025-03-15',
        account: 'agent01',
        gameType: 'RNG',
        vassalage: 'JILI',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('has no category filters when it is given none', async () => {
    agent();
    renderWithBoot(<TeamBetting />);
    expect(await screen.findByLabelText('Member account')).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it('lists whose each round is, colours the profit and totals every matching round', async () => {
    const w = agent();
    w.agentReports.bets = [
      teamBet('agent01', { index: 0, betAmount: '1234567.5', winAmount: '2000000.00', vassalage: 'PG' }),
      teamBet('player01', { index: 1, betAmount: '50000.00', winAmount: '0.00', vassalage: 'EVO', gameType: 'LIVE' }),
      teamBet('subagent01', { index: 2, betAmount: '100.00', winAmount: '100.00' }),
    ];
    renderWithBoot(<TeamBetting categories={CATEGORIES} />);
    const table = await screen.findByRole('table', { name: 'Team bets' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('3 records')).toBeInTheDocument();

    const won = rowOf(within(table).getByText('agent01'));
    expect(within(won).getAllByText('1,234,567.50')).toHaveLength(2); // bet and valid bet
    expect(amountTone(within(won).getByText('765,432.50'))).toBe('positive');
    expect(within(won).getByText('PG Soft')).toBeInTheDocument();
    expect(within(won).getByText('Settled')).toBeInTheDocument();
    const lost = rowOf(within(table).getByText('player01'));
    expect(amountTone(within(lost).getByText('-50,000.00'))).toBe('negative');
    expect(within(lost).getByText('Evolution')).toBeInTheDocument();
    expect(amountTone(within(rowOf(within(table).getByText('subagent01'))).getByText('0.00'))).toBe('zero');

    const totals = screen.getByTestId('team-bet-totals');
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getAllByText('1,284,667.50')).toHaveLength(2);
    expect(within(totals).getByText('2,000,100.00')).toBeInTheDocument();
    expect(amountTone(within(totals).getByText('715,432.50'))).toBe('positive');
  });

  it('pages through the rounds and starts again at page 1 on a new search', async () => {
    const w = agent();
    w.agentReports.bets = Array.from({ length: 45 }, (_, index) => teamBet('agent01', { index, betAmount: `${index + 1}.00` }));
    const { user } = renderWithBoot(<TeamBetting />);
    expect(await screen.findByText('45 records')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('-45.00')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '3', pageSize: '20' });

    await user.type(screen.getByLabelText('Member account'), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: '1', account: 'agent01' }));
  });

  it('says when a member is not in the team', async () => {
    agent();
    const { user } = renderWithBoot(<TeamBetting />);
    await waitFor(() => expect(calls()).toHaveLength(1));
    await user.type(screen.getByLabelText('Member account'), 'stranger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('There is no member "stranger" in your team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the team placed no bets', async () => {
    agent();
    renderWithBoot(<TeamBetting />);
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('team-bet-totals')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const w = agent();
    w.agentReports.bets = [teamBet('agent01', { index: 0 })];
    let failures = 1;
    server.use(
      http.get(`*/wps/relay/${RELAY}`, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x' }, { status: 503 });
      }),
    );
    const { user } = renderWithBoot(<TeamBetting />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Team bets' });
    expect(within(table).getByText('agent01')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows stacked cards on a phone', async () => {
    setPhoneViewport();
    const w = agent();
    w.agentReports.bets = [teamBet('player01', { index: 0, betAmount: '2500.00', winAmount: '0.00' })];
    renderWithBoot(<TeamBetting />);
    const cards = await screen.findByRole('list', { name: 'Team bets' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByText('player01')).toBeInTheDocument();
    expect(amountTone(within(card).getByText('-2,500.00'))).toBe('negative');
    expect(within(card).getByText('Lucky Slot 0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('team-bet-totals')).getByText('-2,500.00')).toBeInTheDocument();
  });
});
