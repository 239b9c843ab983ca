import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WinnersList } from '@/features/winners/components/winners-list';
import { renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { bigWin, bigWins } from '@/testing/winners-fixtures';
import { resetWorld, world } from '@/testing/world';

function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const openList = async () => {
  const rendered = renderWithBoot(<WinnersList />);
  const section = await screen.findByRole('region', { name: 'Big wins this week' });
  return { ...rendered, section };
};

describe('winners list', () => {
  it('shows each win: the masked account, the game, the multiplier and the amount', async () => {
    resetWorld({ winners: [bigWin(), bigWin({ account: 'ha***88', gameName: 'Mega Fishing', multiplier: '120.50', winAmount: '602500.00' })] });
    const { section } = await openList();
    const rows = within(await within(section).findByRole('list', { name: 'Big wins' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('lu***01');
    expect(rows[0]).toHaveTextContent('Fortune Tiger');
    expect(rows[0]).toHaveTextContent('×500.00');
    expect(rows[0]).toHaveTextContent('₫2,500,000.00');
    expect(rows[1]).toHaveTextContent('ha***88');
    expect(rows[1]).toHaveTextContent('×120.50');
    expect(world.calls.find((call) => call.path.startsWith('/wps/relay/ODSFE2_getWinnerBoard'))?.path).toBe('/wps/relay/ODSFE2_getWinnerBoard?size=20');
  });

  it('scrolls a long list with its moving copy hidden from assistive technology, and can be paused', async () => {
    resetWorld({ winners: bigWins(8) });
    const { section, user } = await openList();
    await within(section).findByRole('list', { name: 'Big wins' });
    const lists = within(section).getByTestId('winners-track').querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const pause = within(section).getByRole('button', { name: 'Pause the winners list' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(within(section).getByRole('button', { name: 'Play the winners list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stands still for reduced motion: one list, no pause button', async () => {
    preferReducedMotion();
    resetWorld({ winners: bigWins(8) });
    const { section } = await openList();
    await within(section).findByRole('list', { name: 'Big wins' });
    expect(within(section).getByTestId('winners-track').querySelectorAll('ul')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: /winners list/ })).not.toBeInTheDocument();
  });

  it('does not move a short list', async () => {
    resetWorld({ winners: bigWins(3) });
    const { section } = await openList();
    await within(section).findByRole('list', { name: 'Big wins' });
    expect(within(section).getByTestId('winners-track').querySelectorAll('ul')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: /winners list/ })).not.toBeInTheDocument();
  });

  it('says when there is no big win this week', async () => {
    const { section } = await openList();
    expect(await within(section).findByText('No big wins yet this week')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    resetWorld({ winners: [bigWin()] });
    let fails = true;
    server.use(
      http.get('*/wps/relay/ODSFE2_getWinnerBoard', () =>
        fails ? HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'slow' }, { status: 504 }) : undefined,
      ),
    );
    const { section, user } = await openList();
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    fails = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Fortune Tiger')).toBeInTheDocument();
  });
});
