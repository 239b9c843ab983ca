import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BettingRecord } from '@/features/member-center/components/betting-record';
import { PersonalProfit } from '@/features/statements/components/personal-profit';
import { TransactionHistory } from '@/features/statements/components/transaction-history';
import { betRound, brandFile } from '@/testing/fixtures';
import { answer, record } from '@/testing/handlers/envelope';
import { renderApp, renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { profitDay, transaction } from '@/testing/statement-fixtures';
import { logIn, world } from '@/testing/world';

/*
 * The device's clock on the US west coast, the brand's in Ho Chi Minh City (UTC+7): at NOW the
 * two are 15 hours and a calendar day apart (and both differ from UTC), so a time or day taken
 * from the device, or from UTC, shows here.
 */
const DEVICE_ZONE = 'America/Los_Angeles';
const NOW = Date.UTC(2026, 10, 23, 20, 0, 30); // 2026-11-24 03:00:30 in Vietnam, 2026-11-23 12:00:30 in Los Angeles

const deviceZone = process.env.TZ;

const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody') as HTMLElement).getAllByRole('row') as HTMLTableRowElement[];

describe("times and days on the brand's clock, whatever the device's zone", () => {
  beforeAll(() => {
    process.env.TZ = DEVICE_ZONE;
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs with the device far from the brand', () => {
    expect(brandFile.timeZone).toBe('Asia/Ho_Chi_Minh');
    // The device's own reading of NOW: noon on the 23rd (what the old formatters showed).
    expect(new Date(NOW).getHours()).toBe(12);
    expect(new Date(NOW).getDate()).toBe(23);
  });

  it("shows the lottery's draw time and today's draws in the brand's zone, labelled", async () => {
    world.lotteryIssue = { issue: '20261124-0181', closeAt: NOW + 30_000 };
    server.use(
      http.get('*/lgw/vn/numeros/opened/game', async ({ request }) => {
        await record(request);
        return answer('/lgw/vn/numeros/opened/game', {
          gameCode: new URL(request.url).searchParams.get('gameCode') ?? '',
          list: [
            // Today in Vietnam (02:59), yesterday on the device's clock (11:59 on the 23rd).
            { issue: '20261124-0180', drawTime: '2026-11-23T19:59:00Z', numbers: ['3', '0', '7', '1', '9'] },
            // Yesterday in Vietnam (18:15 on the 23rd), today on the device's (03:15 on the 23rd).
            { issue: '20261123-1095', drawTime: '2026-11-23T11:15:00Z', numbers: ['1', '2', '3', '4', '5'] },
          ],
        });
      }),
    );
    renderApp('/seaLottery');
    // The issue draws 6 seconds after it closes: 03:01:06 on the 24th in Vietnam.
    expect(await screen.findByText('Draw at 11/24/2026, 03:01:06 (GMT+7)')).toBeInTheDocument();
    const numbers = await screen.findByLabelText('Numbers of issue 20261124-0180');
    const rows = within(numbers.closest('ol') as HTMLElement).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['02:59:00', '11/23/2026, 18:15:00']);
  });

  it("says in the footer which zone the site's times are in", async () => {
    renderApp('/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Times are in GMT+7.');
  });

  it("shows a betting record row's time, and asks for today, in the brand's zone", async () => {
    logIn({ bets: [betRound({ index: 1, gameName: 'Night Slot', betTime: NOW - 60_000 })] });
    renderWithBoot(<BettingRecord />);
    const table = await screen.findByRole('table', { name: 'Bets' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Time (GMT+7)');
    const row = within(table).getByText('Night Slot').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('11/24/2026, 02:59:30');
    expect(screen.getByLabelText('From')).toHaveValue('11/24/2026');
    const calls = world.calls.filter((call) => call.path.includes('ODSFE2_getBetRecord'));
    const query = new URL(calls.at(-1)?.path ?? '/', 'http://x').searchParams;
    expect([query.get('beginDate'), query.get('endDate')]).toEqual(['2026-11-24', '2026-11-24']);
  });

  it('writes them the Vietnamese way in Vietnamese, still on the brand clock', async () => {
    window.localStorage.setItem('lang', 'TY');
    logIn({ bets: [betRound({ index: 1, gameName: 'Night Slot', betTime: NOW - 60_000 })] });
    renderWithBoot(<BettingRecord />);
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Night Slot').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('02:59:30 24/11/2026');
    expect(screen.getByLabelText('Từ ngày')).toHaveValue('24/11/2026');
  });

  it("lists profit and loss by the brand's days, today first", async () => {
    // Days with activity either side of the device's week (Nov 17 to 23 in Los Angeles).
    logIn({ profitDays: [profitDay('2026-11-24', { betAmount: '1000.00' }), profitDay('2026-11-17', { betAmount: '2000.00' })] });
    renderWithBoot(<PersonalProfit />);
    const table = await screen.findByRole('table', { name: 'Profit and loss by day' });
    expect(bodyRows(table).map((row) => row.cells[0]?.textContent)).toEqual(['11/24/2026']);
    const calls = world.calls.filter((call) => call.path.includes('ODSFE2_getPersonalProfit'));
    const query = new URL(calls.at(-1)?.path ?? '/', 'http://x').searchParams;
    expect([query.get('beginDate'), query.get('endDate')]).toEqual(['2026-11-18', '2026-11-24']);
  });

  it("shows an account record row's time in the brand's zone", async () => {
    logIn({ transactions: [transaction({ index: 1, time: NOW - 3_600_000 })] });
    renderWithBoot(<TransactionHistory />);
    const table = await screen.findByRole('table', { name: /./ });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Time (GMT+7)');
    expect(bodyRows(table)[0]?.cells[0]).toHaveTextContent('11/24/2026, 02:00:30');
  });
});
