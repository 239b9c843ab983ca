import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { logIn, resetWorld } from '@/testing/world';

describe('right side bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to promotions and shows the app downloads as 125 px QR codes', async () => {
    resetWorld();
    renderApp('/');
    const bar = await screen.findByRole('complementary', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    const apps = within(bar).getByRole('group', { name: 'Download the app' });
    const codes = apps.querySelectorAll('svg');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) {
      expect(code).toHaveAttribute('width', '125');
      expect(code).toHaveAttribute('height', '125');
    }
  });

  it('opens live chat in a 440x750 pop-up, VIP service above rank 4', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    logIn({ member: memberInfo({ clubLabel: { labelName: 'Diamond', rankLevel: 5 } }) });
    const { user } = renderApp('/');
    const bar = await screen.findByRole('complementary', { name: 'Quick links' });
    await user.click(within(bar).getByRole('button', { name: 'Chat' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('lucky-lotus-vip'),
      'customer-service',
      expect.stringMatching(/width=440,height=750/),
    );
  });
});
