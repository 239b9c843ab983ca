import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '@/testing/handlers/envelope';
import { payDeposit } from '@/testing/handlers/wallet';
import { openMemberCentre as openPage } from '@/testing/render';
import { server } from '@/testing/server';
import { balanceOf, freshWallet, type WalletWorld } from '@/testing/wallet-fixtures';
import { logIn, world } from '@/testing/world';

const CARD = { id: 1, bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '*********3456', accountName: 'LUCKY' };

function logInWithWallet(wallet: Partial<WalletWorld>) {
  const state = { ...freshWallet(), cards: [CARD], ...wallet };
  return logIn({ wallet: state, balance: balanceOf(state) });
}

const posts = (name: string) => world.calls.filter((c) => c.method === 'POST' && c.path === `/wps/relay/${name}`);

describe('withdraw: money left in game wallets', () => {
  it('offers to recover it, then shows it as available, in the header too', async () => {
    // Auto-transfer moved everything into two games: the main wallet is empty.
    logInWithWallet({ amounts: { 2: '0.00', 101: '5000.00', 112: '7500.50' } });
    const { dialog, header, user } = await openPage('Withdraw');
    const available = await within(dialog).findByTestId('withdraw-available');
    expect(available).toHaveTextContent(/^\S+ 0\.00$/);
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('12,500.50');
    expect(
      await within(dialog).findByText(/12,500\.50 is still in game wallets: money in games must come back to the main wallet before it can be withdrawn\./),
    ).toBeInTheDocument();
    const recover = within(dialog).getByRole('button', { name: /^Recover \S+ 12,500\.50 from game wallets$/ });

    await user.click(recover);
    expect(await within(dialog).findByText(/Game wallets recovered\. Available to withdraw: \S+ 12,500\.50\./)).toBeInTheDocument();
    expect(available).toHaveTextContent('12,500.50');
    expect(posts('GCS_recoverBalance')).toHaveLength(1);
    expect(world.wallet.amounts).toMatchObject({ 2: '12500.50', 101: '0.00', 112: '0.00' });
    // Nothing left in games: no offer, and the form's limits say the new amount.
    expect(within(dialog).queryByRole('button', { name: /from game wallets/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/still in game wallets/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/available 12,500\.50;/)).toBeInTheDocument();
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('12,500.50');
  });

  it('makes no offer when the game wallets are empty', async () => {
    logInWithWallet({ amounts: { 2: '300000.00', 101: '0.00' } });
    const { dialog } = await openPage('Withdraw');
    expect(await within(dialog).findByTestId('withdraw-available')).toHaveTextContent('300,000.00');
    // The wallets were read (the spinner is gone) and offer nothing to recover.
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading your wallet' })).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: /from game wallets/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/still in game wallets/)).not.toBeInTheDocument();
  });

  it('says why a recovery failed, in words, and leaves the offer to try again', async () => {
    logInWithWallet({ amounts: { 2: '0.00', 101: '5000.00' } });
    server.use(http.post('*/wps/relay/GCS_recoverBalance', () => fail(400, 'function.not.available', 'switched off')));
    const { dialog, user } = await openPage('Withdraw');
    await user.click(await within(dialog).findByRole('button', { name: /^Recover \S+ 5,000\.00 from game wallets$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This function is not available right now');
    expect(within(dialog).getByTestId('withdraw-available')).toHaveTextContent('0.00');
    expect(within(dialog).getByRole('button', { name: /from game wallets/ })).toBeEnabled();
  });
});

describe('deposit: an unpaid order', () => {
  async function withOrders() {
    logInWithWallet({});
    const rendered = await openPage('Deposit');
    const { dialog, user } = rendered;
    // Two orders left unpaid ("pay later"), a third one paid.
    for (const amount of ['100,000.00', '200,000.00', '500,000.00']) {
      await user.click(await within(dialog).findByRole('button', { name: amount }));
      await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Pay later' }));
    }
    const [paid, second, first] = world.wallet.deposits.map((order) => order.orderNo);
    payDeposit(paid ?? '');
    // Leave the page and come back: the list is read again.
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    const list = await within(dialog).findByRole('region', { name: 'Recent deposits' });
    await waitFor(() => expect(within(list).getByTestId(`deposit-${paid ?? ''}`)).toHaveTextContent('Paid'));
    return { ...rendered, list, first: first ?? '', second: second ?? '', paid: paid ?? '' };
  }

  it('can be paid again: "Continue payment" reopens its payment window', async () => {
    const { dialog, list, first, paid, user } = await withOrders();
    expect(within(within(list).getByTestId(`deposit-${paid}`)).queryByRole('button')).not.toBeInTheDocument();
    const row = within(list).getByTestId(`deposit-${first}`);
    await user.click(within(row).getByRole('button', { name: `Continue payment of order ${first}` }));
    const frame = await within(dialog).findByTitle('Payment');
    expect(frame.getAttribute('src')).toContain(`/pay/${first}?`);
    expect(within(dialog).getByText(`Order ${first}`, { exact: false })).toBeInTheDocument();
    // The open order offers no second way in while its window is open.
    expect(within(row).queryByRole('button', { name: /Continue payment/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Deposit now' })).not.toBeInTheDocument();
  });

  it('can be cancelled after a confirmation; backing out cancels nothing', async () => {
    const { list, second, user } = await withOrders();
    const row = within(list).getByTestId(`deposit-${second}`);
    await user.click(within(row).getByRole('button', { name: `Cancel order ${second}` }));
    let ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(`Cancel deposit order ${second} of 200,000.00? It can no longer be paid afterwards.`);
    await user.click(within(ask).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts('MCSFE_cancelDeposit')).toHaveLength(0);
    expect(row).toHaveTextContent('Waiting for payment');

    await user.click(within(row).getByRole('button', { name: `Cancel order ${second}` }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(list).getByTestId(`deposit-${second}`)).toHaveTextContent('Cancelled'));
    expect(posts('MCSFE_cancelDeposit').map((call) => call.body)).toEqual([{ orderNo: second }]);
    expect(within(within(list).getByTestId(`deposit-${second}`)).queryByRole('button')).not.toBeInTheDocument();
    expect(world.wallet.deposits.find((order) => order.orderNo === second)?.status).toBe('cancelled');
  });

  it('shows a refusal in words and the order as the server has it', async () => {
    const { list, first, user } = await withOrders();
    // Paid meanwhile (in another tab): the server refuses to cancel it.
    payDeposit(first);
    const row = within(list).getByTestId(`deposit-${first}`);
    await user.click(within(row).getByRole('button', { name: `Cancel order ${first}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('This order is no longer waiting for payment, so there is nothing to cancel.');
    await waitFor(() => expect(within(list).getByTestId(`deposit-${first}`)).toHaveTextContent('Paid'));
  });
});
