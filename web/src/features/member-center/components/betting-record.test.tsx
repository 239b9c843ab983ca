import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betRound } from '@/testing/fixtures';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';
import { quickRange, rangeProblem } from '@/lib/date-range';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z');

const betCalls = () => world.calls.filter((call) => call.path.includes('ODSFE2_getBetRecord')).map((call) => new URL(call.path, 'http://x'));
const lastBetQuery = () => {
  const calls = betCalls();
  return Object.fromEntries(calls[calls.length - 1]?.searchParams ?? []);
};

async function openBettingRecord() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Member Center' }));
  const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Betting record' }));
  expect(within(dialog).getByRole('heading', { name: 'Betting record' })).toBeInTheDocument();
  return { ...rendered, dialog };
}

describe('betting record', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('quick ranges set the right dates and the search sends them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    logIn();
    const { dialog, user } = await openBettingRecord();
    await waitFor(() => expect(lastBetQuery()).toMatchObject({ beginDate: '2025-03-15', endDate: '2025-03-15', pageNo: '1', pageSize: '20' }));
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    expect(from).toHaveValue('03/15/2025');
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    expect(from).toHaveValue('03/14/2025');
    expect(to).toHaveValue('03/14/2025');
    await user.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));
    expect(from).toHaveValue('03/09/2025');
    expect(to).toHaveValue('03/15/2025');
    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    expect(from).toHaveValue('02/14/2025');
    expect(to).toHaveValue('03/15/2025');
    expect(within(dialog).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBetQuery()).toMatchObject({ beginDate: '2025-02-14', endDate: '2025-03-15' }));
  });

  it('quick ranges cross month and year ends on the brand calendar', () => {
    // 17:30 UTC on New Year's Eve is already 00:30 on January 1st in Vietnam (UTC+7).
    const newYear = Date.UTC(2024, 11, 31, 17, 30);
    const zone = 'Asia/Ho_Chi_Minh';
    expect(quickRange('today', newYear, zone)).toEqual({ begin: '2025-01-01', end: '2025-01-01' });
    expect(quickRange('yesterday', newYear, zone)).toEqual({ begin: '2024-12-31', end: '2024-12-31' });
    expect(quickRange('last7', newYear, zone)).toEqual({ begin: '2024-12-26', end: '2025-01-01' });
    expect(quickRange('last30', newYear, zone)).toEqual({ begin: '2024-12-03', end: '2025-01-01' });
    expect(quickRange('today', newYear)).toEqual({ begin: '2024-12-31', end: '2024-12-31' });
    expect(quickRange('today', Date.UTC(2025, 2, 30, 0, 30), 'Europe/Paris')).toEqual({ begin: '2025-03-30', end: '2025-03-30' });
    expect(quickRange('yesterday', Date.UTC(2025, 2, 31, 0, 30), 'Europe/Paris')).toEqual({ begin: '2025-03-30', end: '2025-03-30' });
    expect(rangeProblem({ begin: '2025-01-01', end: '2025-03-31' })).toBeNull();
    expect(rangeProblem({ begin: '2025-01-01', end: '2025-04-01' })).toBe('too_long');
    expect(rangeProblem({ begin: '2025-01-02', end: '2025-01-01' })).toBe('end_before_begin');
  });

  it("counts today in the brand's time zone, not the browser's or UTC", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T18:00:00Z')); // 01:00 on March 16th in Vietnam
    logIn();
    const { dialog } = await openBettingRecord();
    await waitFor(() => expect(lastBetQuery()).toMatchObject({ beginDate: '2025-03-16', endDate: '2025-03-16' }));
    expect(within(dialog).getByLabelText('From')).toHaveValue('03/16/2025');
  });

  it('lists lottery tickets with the rounds; an open ticket awaits its draw', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const ticket = betRound({
      index: 2,
      roundId: 'LT00000007',
      gameName: 'SEA 5D 1 minute',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      betAmount: '2000.00',
      validBet: '0.00',
      winAmount: '0.00',
      profit: '0.00',
      status: 'open',
      betTime: NOW.getTime() - 60_000,
    });
    logIn({ bets: [ticket, betRound({ index: 3, betTime: NOW.getTime() - 120_000 })] });
    const { dialog } = await openBettingRecord();
    const table = await within(dialog).findByRole('table', { name: 'Bets' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SEA 5D 1 minute');
    expect(rows[0]).toHaveTextContent('Awaiting draw');
    expect(rows[1]).toHaveTextContent('Settled');
  });

  it('sends the category, vendor and custom dates', async () => {
    logIn({ bets: [betRound({ index: 1, vassalage: 'EVO', gameType: 'LIVE', gameName: 'Baccarat A', betTime: Date.UTC(2025, 2, 2, 5) })] });
    const { dialog, user } = await openBettingRecord();
    await waitFor(() => expect(betCalls()).toHaveLength(1));
    const vendor = within(dialog).getByLabelText('Provider');
    expect(vendor).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'LIVE');
    expect(within(vendor).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All providers',
      'Evolution',
      'SA Gaming',
      'Dream Gaming',
      'WM Casino',
      'Asia Gaming',
    ]);
    await user.selectOptions(vendor, 'EVO');
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '03/01/2025');
    await user.clear(to);
    await user.type(to, '03/05/2025');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastBetQuery()).toEqual({
        beginDate: '2025-03-01',
        endDate: '2025-03-05',
        gameType: 'LIVE',
        vassalage: 'EVO',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    const row = (await within(dialog).findByText('Baccarat A')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Evolution')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Settled')).toBeInTheDocument();
  });

  it('refuses an end before the start and a range over 90 days', async () => {
    logIn();
    const { dialog, user } = await openBettingRecord();
    await waitFor(() => expect(betCalls()).toHaveLength(1));
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '03/10/2025');
    await user.clear(to);
    await user.type(to, '03/01/2025');
    expect(within(dialog).getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.clear(from);
    await user.type(from, '11/01/2024');
    await user.clear(to);
    await user.type(to, '03/01/2025');
    expect(within(dialog).getByText('Choose a range of at most 90 days.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(betCalls()).toHaveLength(1);
  });

  it('pages through the rounds, 20 a page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    logIn({ bets: Array.from({ length: 45 }, (_, index) => betRound({ index })) });
    const { dialog, user } = await openBettingRecord();
    expect(await within(dialog).findByText('Lucky Slot 0')).toBeInTheDocument();
    expect(within(dialog).getByText('45 bets')).toBeInTheDocument();
    const pages = within(dialog).getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByText('Lucky Slot 20')).toBeInTheDocument();
    expect(lastBetQuery()).toMatchObject({ pageNo: '2', pageSize: '20' });

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Lucky Slot 44')).toBeInTheDocument();
    expect(lastBetQuery()).toMatchObject({ pageNo: '3' });
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled());

    // Back to a page already fetched: SWR may answer from its cache, so check what is shown.
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog).findByText('Lucky Slot 20')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).queryByText('Lucky Slot 44')).not.toBeInTheDocument();
  });

  it('shows amounts and totals with thousands separators, profit green or red', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    logIn({
      bets: [
        betRound({ index: 0, betAmount: '1000.00', winAmount: '1234567.5' }),
        betRound({ index: 1, betAmount: '2500.00', winAmount: '0.00' }),
      ],
    });
    const { dialog } = await openBettingRecord();
    const winner = (await within(dialog).findByText('Lucky Slot 0')).closest('tr') as HTMLElement;
    expect(within(winner).getAllByText('1,000.00')).toHaveLength(2);
    expect(within(winner).getByText('1,234,567.50')).toBeInTheDocument();
    expect(amountTone(within(winner).getByText('1,233,567.50'))).toBe('positive');
    const loser = within(dialog).getByText('Lucky Slot 1').closest('tr') as HTMLElement;
    expect(amountTone(within(loser).getByText('-2,500.00'))).toBe('negative');
    const totals = within(dialog).getByTestId('bet-totals');
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getAllByText('3,500.00')).toHaveLength(2);
    expect(within(totals).getByText('1,234,567.50')).toBeInTheDocument();
    expect(amountTone(within(totals).getByText('1,231,067.50'))).toBe('positive');
  });

  it('shows stacked cards on a phone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setPhoneViewport();
    vi.setSystemTime(NOW);
    logIn({ bets: [betRound({ index: 0, betTime: Date.UTC(2025, 2, 15, 8, 0, 0) })] });
    const rendered = renderApp('/');
    await findHeader();
    await rendered.user.click(screen.getByRole('button', { name: /menu/i }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Betting record' }));
    const cards = await within(dialog).findByRole('list', { name: 'Bets' });
    expect(within(cards).getByText('Lucky Slot 0')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('bet-totals')).toBeInTheDocument();
  });

  it('says when there are no bets in the period', async () => {
    logIn();
    const { dialog } = await openBettingRecord();
    expect(await within(dialog).findByText('No bets in this period')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    logIn({ bets: [betRound({ index: 0, betTime: Date.now() })] });
    let failures = 1;
    server.use(
      http.get('*/wps/relay/ODSFE2_getBetRecord', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { dialog, user } = await openBettingRecord();
    expect(await within(dialog).findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Lucky Slot 0')).toBeInTheDocument();
  });
});
