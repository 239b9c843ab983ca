import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerRank } from '@/features/ranks/components/player-rank';
import { freshRanks, TOP_LEVEL } from '@/testing/ranks-fixtures';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { logIn, world } from '@/testing/world';

describe('player rank (playerRank)', () => {
  it('shows the level and the way to the next one over 30 days', async () => {
    // Level 2 (Silver); Gold asks 50,000,000.00 valid bets and 5,000,000.00 deposits (fixtures/ranks.yaml).
    logIn({ ranks: freshRanks({ level: 2, validBet: '12500000.00', deposit: '1500000.00' }) });
    renderWithBoot(<PlayerRank />);
    expect(await screen.findByText('Level 2 · Silver', { selector: 'p' })).toBeInTheDocument();
    const next = screen.getByRole('group', { name: 'To reach level 3 · Gold (last 30 days)' });
    const bets = within(next).getByRole('progressbar', { name: 'Valid bets' });
    expect(bets).toHaveAttribute('aria-valuenow', '25');
    expect(bets).toHaveAttribute('aria-valuetext', '₫12,500,000.00 of ₫50,000,000.00');
    const deposits = within(next).getByRole('progressbar', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('aria-valuenow', '30');
    expect(deposits).toHaveAttribute('aria-valuetext', '₫1,500,000.00 of ₫5,000,000.00');
  });

  it('lists every level with its minimums and benefits, the member’s own marked', async () => {
    logIn();
    renderWithBoot(<PlayerRank />);
    const table = await screen.findByRole('table', { name: 'Levels and benefits' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TOP_LEVEL);
    expect(rows[0]).toHaveTextContent('Level 1 · Bronze');
    expect(rows[0]).toHaveTextContent('None');
    expect(rows[4]).toHaveTextContent('₫1,000,000,000.00');
    expect(within(rows[4]!).getByText('VIP customer service')).toBeInTheDocument();
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('Level 2 · Silver');
    expect(within(mine[0]!).getByText('Your level')).toBeInTheDocument();
  });

  it('says so at the top level, with no next level', async () => {
    logIn({ ranks: freshRanks({ level: TOP_LEVEL }) });
    renderWithBoot(<PlayerRank />);
    expect(await screen.findByText('You have reached the highest level. Thank you for playing with us!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads names and benefits in the language of the site', async () => {
    logIn();
    window.localStorage.setItem('lang', 'TY');
    renderWithBoot(<PlayerRank />);
    expect(await screen.findByText('Cấp 2 · Bạc', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Chăm sóc khách hàng VIP')).toBeInTheDocument();
    expect(world.calls.find((call) => call.path === '/wps/relay/MCSFE_getPlayerRank')?.headers.language).toBe('TY');
  });

  it('turns the levels into cards on a phone', async () => {
    setPhoneViewport();
    logIn();
    renderWithBoot(<PlayerRank />);
    const cards = await screen.findByRole('list', { name: 'Levels and benefits' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const current = within(cards)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Level 2 · Silver');
  });
});
