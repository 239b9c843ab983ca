import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const calls = (method: string, part: string) => world.calls.filter((call) => call.method === method && call.path.includes(part));

async function openSea(route = '/seaLottery') {
  const rendered = renderApp(route);
  await screen.findByRole('heading', { name: 'SEA Lottery', level: 1 });
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  await screen.findByText('Issue 20250315-0001');
  // SEA 5D opens on its default play, the 5-digit direct number.
  expect(within(slip).getByRole('tab', { name: '5-digit direct' })).toHaveAttribute('aria-selected', 'true');
  await rendered.user.click(within(slip).getByRole('tab', { name: 'Big / Small' }));
  return { ...rendered, slip };
}

describe('lottery pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches the Vietnam lottery and back from the SEA page the navigation opens', async () => {
    logIn();
    const { user, router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('link', { name: 'Lottery' }));
    await screen.findByRole('heading', { name: 'SEA Lottery', level: 1 });
    const switcher = screen.getByRole('navigation', { name: 'Lottery type' });
    expect(within(switcher).getByRole('link', { name: 'SEA Lottery' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(switcher).getByRole('link', { name: 'Vietnam Lottery' }));
    expect(router.state.location.pathname).toBe('/vnlottery');
    expect(await screen.findByRole('heading', { name: 'Vietnam Lottery', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/lgw/vn/games/game_menu').length).toBeGreaterThan(0));
    const vn = screen.getByRole('navigation', { name: 'Lottery type' });
    expect(within(vn).getByRole('link', { name: 'Vietnam Lottery' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(vn).getByRole('link', { name: 'SEA Lottery' }));
    expect(router.state.location.pathname).toBe('/seaLottery');
  });

  it('lists the SEA games, selects the first and shows its latest results', async () => {
    await openSea();
    const nav = screen.getByRole('navigation', { name: 'Games' });
    expect(within(nav).getByRole('button', { name: 'SEA 5D 1 Min' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).queryByRole('button', { name: 'E-Keno 1 Min' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Numbers of issue 20250315-0000')).toHaveTextContent('30719');
    expect(screen.getByText('Log in to see your tickets.')).toBeInTheDocument();
  });

  it('counts down to closing and fetches the next issue when it closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    world.lotteryIssue = { issue: '20250315-0001', closeAt: Date.now() + 3_500 };
    await openSea();
    const timer = screen.getByRole('timer', { name: 'Closes in' });
    expect(timer.textContent).toMatch(/^0:0[34]$/);
    const before = calls('GET', '/lgw/games/current').length;
    world.lotteryIssue = { issue: '20250315-0002', closeAt: Date.now() + 63_500 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(await screen.findByText('Issue 20250315-0002')).toBeInTheDocument();
    expect(calls('GET', '/lgw/games/current').length).toBeGreaterThan(before);
    expect(screen.getByRole('timer', { name: 'Closes in' }).textContent).toMatch(/^0:59$|^1:00$/);
  });

  it('validates the play-type inputs before sending', async () => {
    logIn();
    const { user, slip } = await openSea();
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByText('Please choose or enter valid numbers for this play.')).toBeInTheDocument();
    expect(within(slip).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();

    await user.click(within(slip).getByRole('tab', { name: 'Last 2 digits' }));
    const last2 = within(slip).getByRole('textbox', { name: '2 digits' });
    await user.type(last2, '7a');
    expect(last2).toHaveValue('7');
    await user.type(within(slip).getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByText('Please choose or enter valid numbers for this play.')).toBeInTheDocument();
    expect(within(slip).getByText('The minimum bet is 1,000.00.')).toBeInTheDocument();

    await user.click(within(slip).getByRole('tab', { name: '5-digit direct' }));
    const direct = within(slip).getByRole('textbox', { name: '5 digits' });
    await user.type(direct, '1234567');
    expect(direct).toHaveValue('12345');
    const amount = within(slip).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1000.123');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(calls('POST', '/lgw/orders')).toHaveLength(0);
  });

  it('keno allows 1 to 5 picks on an 80-number grid', async () => {
    logIn();
    const { user } = renderApp('/seaLottery?gameCode=KENO_1M');
    const grid = await screen.findByRole('group', { name: 'Numbers for Keno pick' });
    expect(within(grid).getAllByRole('button')).toHaveLength(80);
    for (const n of ['01', '02', '03', '04', '05']) await user.click(within(grid).getByRole('button', { name: n }));
    expect(within(grid).getByRole('button', { name: '06' })).toBeDisabled();
    expect(screen.getByText('Pick 1 to 5 numbers: 5 picked.')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: '05' }));
    await user.click(within(grid).getByRole('button', { name: '80' }));
    await user.click(screen.getByRole('button', { name: '5,000.00' }));
    await screen.findByText('Issue 20250315-0001');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(calls('POST', '/lgw/orders')).toHaveLength(1));
    expect(calls('POST', '/lgw/orders')[0]?.body).toEqual({
      gameCode: 'KENO_1M',
      playType: 'KENO_PICK',
      numbers: ['01', '02', '03', '04', '80'],
      amount: '5000.00',
      issue: '20250315-0001',
    });
  });

  it('places a Big bet with the right body, shows the ticket and revalidates the balance', async () => {
    logIn();
    const { user, slip } = await openSea();
    await user.click(within(slip).getByRole('button', { name: 'Big' }));
    await user.type(within(slip).getByRole('textbox', { name: 'Amount' }), '1000');
    const balanceCalls = calls('GET', '/wps/v2/wallets/balance').length;
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Ticket LT00000001 placed on issue 20250315-0001.')).toBeInTheDocument();
    expect(calls('POST', '/lgw/orders')[0]?.body).toEqual({
      gameCode: 'SEA5D_1M',
      playType: '5D_BIG_SMALL',
      numbers: ['BIG'],
      amount: '1000.00',
      issue: '20250315-0001',
    });
    await waitFor(() => expect(calls('GET', '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls));
    const tickets = screen.getByRole('region', { name: 'My tickets' });
    expect(await within(tickets).findByText('LT00000001')).toBeInTheDocument();
    expect(within(tickets).getByText('Open')).toBeInTheDocument();
  });

  it('says the issue closed in the user language and fetches the open one', async () => {
    logIn();
    const { user, slip } = await openSea();
    world.lotteryIssue = { issue: '20250315-0002', closeAt: null };
    await user.click(within(slip).getByRole('button', { name: 'Small' }));
    await user.type(within(slip).getByRole('textbox', { name: 'Amount' }), '2000.5');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Betting on this issue has closed. Please bet on the next issue.');
    expect(await screen.findByText('Issue 20250315-0002')).toBeInTheDocument();
  });

  it('gives a visitor the login pop-up and sends nothing', async () => {
    const { user, slip } = await openSea();
    await user.click(within(slip).getByRole('button', { name: 'Big' }));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(calls('POST', '/lgw/orders')).toHaveLength(0);
  });

  it('shows the Vietnam menu with the 2-digit number on /vnlottery', async () => {
    renderApp('/vnlottery');
    expect(await screen.findByRole('heading', { name: 'Vietnam Lottery', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '2 digits' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows each play type\'s prize table and the draw schedule', async () => {
    logIn();
    const { user, slip } = await openSea();
    const prizes = within(slip).getByRole('table', { name: 'Prize table' });
    expect(within(prizes).getAllByRole('row').map((row) => row.textContent)).toEqual(['WhenReturns', 'Your pick comes up1.95×']);
    await user.click(within(slip).getByRole('tab', { name: 'Odd / Even (last digit)' }));
    expect(within(slip).getByRole('button', { name: 'Odd' })).toBeInTheDocument();
    expect(screen.getByText('A draw every minute')).toBeInTheDocument();
  });

  it('takes tickets on every e-lottery play, Fish Prawn Crab by its symbols', async () => {
    logIn();
    const { user } = renderApp('/lottery?gameCode=EL_BC_1M');
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    const symbols = await within(slip).findByRole('group', { name: 'Pick a symbol' });
    expect(within(symbols).getAllByRole('button').map((b) => b.textContent)).toEqual(['Gourd', 'Crab', 'Prawn', 'Fish', 'Rooster', 'Deer']);
    const prizes = within(slip).getByRole('table', { name: 'Prize table' });
    expect(prizes).toHaveTextContent('Your symbol on one die2×');
    expect(prizes).toHaveTextContent('Your symbol on 3 dice4×');
    await user.click(within(symbols).getByRole('button', { name: 'Crab' }));
    await user.type(within(slip).getByRole('textbox', { name: 'Amount' }), '1000');
    await screen.findByText('Issue 20250315-0001');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Ticket LT00000001 placed on issue 20250315-0001.')).toBeInTheDocument();
    expect(calls('POST', '/lgw/orders')[0]?.body).toMatchObject({ gameCode: 'EL_BC_1M', playType: 'BC_SINGLE', numbers: ['CRAB'] });
    const tickets = screen.getByRole('region', { name: 'My tickets' });
    expect(await within(tickets).findByText('Crab')).toBeInTheDocument();
    // The dice of the results show their symbols (the handler's draw: 05, 17, 33; face 5 is the rooster).
    const results = screen.getByRole('region', { name: 'Latest results' });
    expect(await within(results).findByLabelText('Numbers of issue 20250315-0000')).toHaveTextContent(/^Rooster/);
  });

  it('picks a single number by replacing it, and exactly six for Mega', async () => {
    logIn();
    const { user } = renderApp('/seaLottery?gameCode=PK10_1M');
    const grid = await screen.findByRole('group', { name: 'Numbers for Winner' });
    expect(within(grid).getAllByRole('button')).toHaveLength(10);
    await user.click(within(grid).getByRole('button', { name: '03' }));
    await user.click(within(grid).getByRole('button', { name: '07' }));
    expect(within(grid).getByRole('button', { name: '03' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(grid).getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pick one number.')).toBeInTheDocument();
  });

  it('shows a Vietnamese draw by its prize tiers', async () => {
    renderApp('/vnlottery');
    const results = await screen.findByRole('region', { name: 'Latest results' });
    const draw = await within(results).findByLabelText('Numbers of issue 20250315-0000');
    const terms = within(draw).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Special prize', 'First prize', 'Second prize', 'Third prize', 'Fourth prize', 'Fifth prize', 'Sixth prize', 'Seventh prize']);
    const prizes = within(draw).getAllByRole('definition');
    expect(prizes[0]).toHaveTextContent('12340');
    expect(prizes[3]?.querySelectorAll('span')).toHaveLength(6);
    expect(prizes[7]?.textContent).toBe('10111213');
  });

  it('shows the e-lottery menu on /lottery', async () => {
    renderApp('/lottery');
    expect(await screen.findByRole('heading', { name: 'E-Lottery', level: 1 })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    expect(within(nav).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toContain('E-Keno 1 Min');
    expect(within(nav).queryByRole('button', { name: 'SEA 5D 1 Min' })).not.toBeInTheDocument();
  });
});
