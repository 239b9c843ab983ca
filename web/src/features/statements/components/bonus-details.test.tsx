import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BonusDetails } from '@/features/statements/components/bonus-details';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { bonus } from '@/testing/statement-fixtures';
import { logIn, world } from '@/testing/world';

const NOW = new Date('2025-03-15T10:00:00Z');

const calls = () => world.calls.filter((call) => call.path.includes('PROMOFE_getBonusDetails')).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);

describe('bonus details (bonusDetails)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for today's bonuses, 20 a page, then for the chosen dates", async () => {
    logIn();
    const { user } = renderWithBoot(<BonusDetails />);
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-15', endDate: '2025-03-15', pageNo: '1', pageSize: '20' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-14', endDate: '2025-03-14', pageNo: '1', pageSize: '20' }));
  });

  it('lists the bonuses with their type, status and total', async () => {
    logIn({
      bonuses: [
        bonus({ index: 0, amount: '1234567.5' }),
        bonus({ index: 1, type: 'DAILY_MISSION', title: 'Play 20 rounds', amount: '2000.00' }),
        bonus({ index: 2, type: 'OTHER', amount: '500.00', time: Date.UTC(2025, 2, 1) }),
      ],
    });
    renderWithBoot(<BonusDetails />);
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('First deposit bonus');
    expect(within(rows[0] as HTMLElement).getByText('1,234,567.50')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Issued')).toBeInTheDocument();
    // A promotion without its own wording is a bonus; its title says which.
    expect(within(rows[1] as HTMLElement).getByText('Play 20 rounds')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Bonus')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('2,000.00')).toBeInTheDocument();
    expect(screen.getByText('2 bonuses')).toBeInTheDocument();
    const total = screen.getByTestId('bonus-total');
    expect(within(total).getByText('Total bonus')).toBeInTheDocument();
    expect(within(total).getByText('1,236,567.50')).toBeInTheDocument();
  });

  it('pages through the bonuses, and a new search starts at page 1', async () => {
    logIn({ bonuses: Array.from({ length: 21 }, (_, index) => bonus({ index, amount: `${index + 1}.00` })) });
    const { user } = renderWithBoot(<BonusDetails />);
    expect(await screen.findByText('1.00')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21.00')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '2', pageSize: '20' });
    expect(within(screen.getByTestId('bonus-total')).getByText('231.00')).toBeInTheDocument();

    // The same query as at first: SWR may answer from its cache, so check what is shown.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1.00')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when no bonus was paid in the period', async () => {
    logIn();
    renderWithBoot(<BonusDetails />);
    expect(await screen.findByText('No bonuses in this period')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    logIn({ bonuses: [bonus({ index: 0 })] });
    let failures = 1;
    server.use(
      http.get('*/wps/relay/PROMOFE_getBonusDetails', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { user } = renderWithBoot(<BonusDetails />);
    expect(await screen.findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Bonuses' })).toBeInTheDocument();
  });

  it("shows each bonus's rollover: the bar, the figures and the state in words", async () => {
    logIn({
      bonuses: [
        bonus({ index: 0, title: 'Slots turnover challenge', rollover: { required: '330000.00', achieved: '110000.00', state: 'PROCESS' } }),
        bonus({ index: 1, title: 'Share your big win', rollover: { required: '100000.00', achieved: '100000.00', state: 'MET' } }),
        bonus({ index: 2, title: 'Lucky gift', rollover: { required: '0.00', achieved: '0.00', state: 'NONE' } }),
      ],
    });
    renderWithBoot(<BonusDetails />);
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    expect(within(table).getByRole('columnheader', { name: 'Rollover' })).toBeInTheDocument();
    const [open, met, none] = within(table).getAllByRole('row').slice(1, -1) as HTMLElement[];
    const openBar = within(open as HTMLElement).getByRole('progressbar', { name: 'Rollover of Slots turnover challenge' });
    expect(openBar).toHaveAttribute('aria-valuenow', '33');
    expect(within(open as HTMLElement).getByText('110,000.00 / 330,000.00')).toBeInTheDocument();
    expect(within(open as HTMLElement).getByText('In progress')).toBeInTheDocument();
    expect(within(met as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(met as HTMLElement).getByText('Met')).toBeInTheDocument();
    expect(within(none as HTMLElement).getByText('No wagering needed')).toBeInTheDocument();
    expect(within(none as HTMLElement).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows stacked cards on a phone', async () => {
    setPhoneViewport();
    logIn({ bonuses: [bonus({ index: 0, title: 'Welcome package', amount: '10000.00' })] });
    renderWithBoot(<BonusDetails />);
    const cards = await screen.findByRole('list', { name: 'Bonuses' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByText('Welcome package')).toBeInTheDocument();
    expect(within(card).getByText('First deposit bonus')).toBeInTheDocument();
    expect(within(card).getByText('10,000.00')).toBeInTheDocument();
    expect(within(card).getByText('Issued')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Rollover of Welcome package' })).toBeInTheDocument();
    expect(within(card).getByText('110,000.00 / 330,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('bonus-total')).getByText('10,000.00')).toBeInTheDocument();
  });
});
