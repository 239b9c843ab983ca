import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { fail } from '@/testing/handlers/envelope';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { balanceOf, freshWallet, type WalletWorld } from '@/testing/wallet-fixtures';
import { logIn, world } from '@/testing/world';

function logInWithWallet(wallet: Partial<WalletWorld> = {}, changes: Parameters<typeof logIn>[0] = {}) {
  const state = { ...freshWallet(), ...wallet };
  return logIn({ wallet: state, balance: balanceOf(state), ...changes });
}

const walletCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/GCS_merchantWallet'));
const yours = () => screen.findByRole('region', { name: 'Your wallet' });

describe('seamless wallet page', () => {
  it('explains the seamless wallet to a visitor and asks them to log in', async () => {
    const { user } = renderApp('/seamless');
    expect(await screen.findByRole('heading', { name: 'Seamless wallet', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What is a seamless wallet?' })).toHaveTextContent(
      'every game plays straight from your main balance',
    );
    const prompt = screen.getByRole('note');
    expect(prompt).toHaveTextContent('Log in to see which kind of wallet your account uses');
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
    expect(walletCalls()).toHaveLength(0);
  });

  it('tells a trial account it has no wallets, without asking the server', async () => {
    logIn({ accountType: TRIAL_ACCOUNT_TYPE });
    renderApp('/seamless');
    expect(await screen.findByText(/Trial accounts play with demo money/)).toBeInTheDocument();
    expect(walletCalls()).toHaveLength(0);
  });

  it('shows a wallet per vendor with the wallets, recover all and the auto-transfer switch', async () => {
    logInWithWallet({ amounts: { 2: '10.00', 101: '5.00' } });
    const { user } = renderApp('/seamless');
    const panel = await yours();
    expect(within(panel).getByText('Wallet per game provider')).toBeInTheDocument();
    expect(await within(panel).findByRole('list', { name: 'Wallets' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Recover all' }));
    expect(await within(panel).findByText('All game wallets are back in your main wallet.')).toBeInTheDocument();
    expect(world.wallet.amounts).toMatchObject({ 2: '15.00', 101: '0.00' });
    const auto = within(panel).getByRole('checkbox', { name: 'Auto transfer' });
    expect(auto).toBeChecked();
    await user.click(auto);
    await waitFor(() => expect(auto).not.toBeChecked());
    expect(world.calls.find((call) => call.path === '/wps/relay/GCS_setAutoTransfer')?.body).toEqual({ autoTransfer: false });
  });

  it('says a single wallet needs no transfers and shows no switch', async () => {
    logInWithWallet({ isSingle: true });
    renderApp('/seamless');
    const panel = await yours();
    expect(within(panel).getByText('Single wallet')).toBeInTheDocument();
    expect(panel).toHaveTextContent('nothing to transfer');
    expect(within(panel).queryByRole('checkbox', { name: 'Auto transfer' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Recover all' })).not.toBeInTheDocument();
  });

  it('shows a failed wallet lookup with a retry', async () => {
    logInWithWallet();
    let down = true;
    server.use(
      http.get('*/wps/relay/GCS_merchantWallet', () => (down ? fail(503, 'UPSTREAM_UNAVAILABLE', 'down') : undefined)),
    );
    const { user } = renderApp('/seamless');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    down = false;
    await user.click(retry);
    expect(await yours()).toHaveTextContent('Wallet per game provider');
  });
});
