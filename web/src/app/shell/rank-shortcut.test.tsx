import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '@/testing/fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { logIn } from '@/testing/world';

describe('the rank shortcut in the header', () => {
  it('opens the member centre on player rank for a member with a label', async () => {
    logIn({ member: memberInfo({ clubLabel: { labelName: 'Diamond', rankLevel: 5 }, memberLabel: [{ labelName: 'VIP' }] }) });
    const { user } = renderApp('/');
    const header = await findHeader();
    const shortcut = within(header).getByRole('button', { name: 'Player rank: Diamond' });
    expect(shortcut).toHaveTextContent('Diamond');
    await user.click(shortcut);
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(dialog).getByRole('heading', { name: 'Player rank' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Levels and benefits' })).toBeInTheDocument();
  });

  it('opens it on the security centre for a member without a label', async () => {
    logIn({ member: memberInfo({ clubLabel: { labelName: 'Silver', rankLevel: 2 }, memberLabel: [] }) });
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Player rank: Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('is not there for a member without a rank', async () => {
    logIn({ member: memberInfo({ clubLabel: null }) });
    renderApp('/');
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Member Center' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Player rank/ })).not.toBeInTheDocument();
  });
});
