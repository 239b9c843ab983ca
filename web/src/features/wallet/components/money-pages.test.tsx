import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '@/testing/fixtures';
import { payDeposit, payWithdrawal } from '@/testing/handlers/wallet';
import { PROMO, promotionState } from '@/testing/promotion-fixtures';
import { findHeader, openMemberCentre as openPage, renderApp } from '@/testing/render';
import { balanceOf, freshWallet, type WalletWorld } from '@/testing/wallet-fixtures';
import { logIn, world } from '@/testing/world';

function logInWithWallet(wallet: Partial<WalletWorld> = {}, changes: Parameters<typeof logIn>[0] = {}) {
  const state = { ...freshWallet(), ...wallet };
  return logIn({ wallet: state, balance: balanceOf(state), ...changes });
}

/** Leave the page and come back: the page reads the withdrawals again. */
async function reopen(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'My account' }));
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
}

const posts = (name: string) => world.calls.filter((c) => c.method === 'POST' && c.path === `/wps/relay/${name}`);

describe('my wallet (transferFund)', () => {
  it('lists every wallet, moves money to a game wallet and back, the header follows', async () => {
    logInWithWallet();
    const { dialog, header, user } = await openPage('My wallet');
    const cards = await within(dialog).findByRole('list', { name: 'Wallets' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(within(dialog).getByTestId('wallet-total')).toHaveTextContent('1,000,000.00');

    await user.click(within(cards).getByRole('button', { name: /Evolution/ }));
    expect(within(dialog).getByLabelText('Game wallet')).toHaveValue('111');
    await user.type(within(dialog).getByLabelText(/^Amount/), '2500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Transferred 2,500.50 from Main wallet to Evolution.')).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /Evolution/ })).toHaveTextContent('2,500.50');
    expect(posts('GCS_walletTransfer')[0]?.body).toMatchObject({ fromAccountTypeId: 2, toAccountTypeId: 111, amount: '2500.5' });

    await user.click(within(dialog).getByRole('button', { name: 'Game wallet → main' }));
    await user.click(within(dialog).getByRole('button', { name: 'All' }));
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('2500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Transferred 2,500.50 from Evolution to Main wallet.')).toBeInTheDocument();
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('1,000,000.00');
  });

  it('refuses more than the wallet holds and reuses the requestId when the player retries', async () => {
    logInWithWallet({ amounts: { 2: '100.00' } });
    const { dialog, user } = await openPage('My wallet');
    const amount = await within(dialog).findByLabelText(/^Amount/);
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('The amount is more than the 100.00 available.')).toBeInTheDocument();
    expect(posts('GCS_walletTransfer')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1.2.3');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
  });

  it('recovers all and switches auto-transfer', async () => {
    logInWithWallet({ amounts: { 2: '10.00', 101: '5.00', 112: '7.50' } });
    const { dialog, user } = await openPage('My wallet');
    await user.click(await within(dialog).findByRole('button', { name: 'Recover all' }));
    expect(await within(dialog).findByText('All game wallets are back in your main wallet.')).toBeInTheDocument();
    expect(world.wallet.amounts).toMatchObject({ 2: '22.50', 101: '0.00', 112: '0.00' });
    const auto = within(dialog).getByRole('checkbox', { name: 'Auto transfer' });
    expect(auto).toBeChecked();
    await user.click(auto);
    await waitFor(() => expect(auto).not.toBeChecked());
    expect(within(dialog).getByText('Move money to a game wallet yourself before you play.')).toBeInTheDocument();
    expect(posts('GCS_setAutoTransfer')[0]?.body).toEqual({ autoTransfer: false });
  });

  it('is left out of the menu for a single-wallet merchant', async () => {
    logInWithWallet({ isSingle: true });
    const rendered = renderApp('/');
    const header = await findHeader();
    await rendered.user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'My wallet' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('deposit (depositv2)', () => {
  it('pays on the gateway page, then shows the deposit and the first-deposit bonus', async () => {
    logInWithWallet();
    world.promotions.states[PROMO.firstDeposit] = promotionState(PROMO.firstDeposit, 'JOINED');
    const { dialog, header, user } = await openPage('Deposit');
    expect(await within(dialog).findByText('First deposit bonus: 10% of your first deposit, up to 500,000.00.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /MoMo e-wallet/ }));
    await user.click(within(dialog).getByRole('button', { name: '200,000.00' }));
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('200000');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    const frame = await within(dialog).findByTitle('Payment');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(posts('MCSFE_createDeposit')[0]?.body).toMatchObject({ channel: 'MOMO', amount: '200000' });

    const orderNo = world.wallet.deposits[0]?.orderNo ?? '';
    payDeposit(orderNo);
    // The page tells the site; the site then asks the server (the message alone credits nothing).
    fireEvent(window, new MessageEvent('message', { data: { type: 'deposit.finished', orderNo, status: 'paid' }, origin: src.origin }));
    expect(await within(dialog).findByText(/Deposit of .* 200,000\.00 received\. First deposit bonus: .* 20,000\.00\./)).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByTestId('balance-amount')).toHaveTextContent('1,220,000.00'));
    expect(within(dialog).getByRole('region', { name: 'Recent deposits' })).toHaveTextContent('Paid');
  });

  it('pays no first-deposit bonus to a member who did not join its promotion', async () => {
    logInWithWallet();
    const { dialog, header, user } = await openPage('Deposit');
    await user.click(await within(dialog).findByRole('button', { name: '200,000.00' }));
    expect(within(dialog).queryByText(/First deposit bonus/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    const frame = await within(dialog).findByTitle('Payment');
    const origin = new URL(frame.getAttribute('src') ?? '').origin;
    const orderNo = world.wallet.deposits[0]?.orderNo ?? '';
    payDeposit(orderNo);
    fireEvent(window, new MessageEvent('message', { data: { type: 'deposit.finished', orderNo, status: 'paid' }, origin }));
    expect(await within(dialog).findByText(/Deposit of .* 200,000\.00 received\.$/)).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByTestId('balance-amount')).toHaveTextContent('1,200,000.00'));
  });

  it('checks the channel limits before sending and shows the server limits otherwise', async () => {
    logInWithWallet();
    const { dialog, user } = await openPage('Deposit');
    await user.type(await within(dialog).findByLabelText(/^Amount/), '49999');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect(within(dialog).getByText('Enter an amount between 50,000.00 and 500,000,000.00.')).toBeInTheDocument();
    expect(posts('MCSFE_createDeposit')).toHaveLength(0);
  });

  it('an abandoned payment leaves the order waiting; "pay later" goes back to the form', async () => {
    logInWithWallet();
    const { dialog, user } = await openPage('Deposit');
    await user.click(await within(dialog).findByRole('button', { name: '100,000.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Pay later' }));
    expect(within(dialog).getByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Recent deposits' })).toHaveTextContent('Waiting for payment');
  });
});

describe('withdraw', () => {
  it('asks for a payment password first', async () => {
    logInWithWallet({ hasPaymentPassword: false });
    const { dialog, user } = await openPage('Withdraw');
    expect(await within(dialog).findByText(/Set your payment password in My account first/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to My account' }));
    expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('binds a card, withdraws with the fee shown, then confirms the payout arrived', async () => {
    logInWithWallet();
    const { dialog, user } = await openPage('Withdraw');
    await user.click(await within(dialog).findByRole('button', { name: 'Add bank account' }));
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'TCB');
    await user.type(within(dialog).getByLabelText(/^Account number/), '19033344455566');
    await user.type(within(dialog).getByLabelText(/^Account holder/), 'Lucky Player');
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('**********5566')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Amount/), '200000');
    expect(within(dialog).getByText('5,000.00')).toBeInTheDocument(); // 0.5%, at least 5,000
    expect(within(dialog).getByText('195,000.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByText(/Withdrawal W\d+ sent\./)).toBeInTheDocument();
    const orderNo = world.wallet.withdrawals[0]?.orderNo ?? '';
    expect(within(dialog).getByTestId(`withdrawal-${orderNo}`)).toHaveTextContent('In review');

    payWithdrawal(orderNo);
    await reopen(user, dialog);
    const item = await within(dialog).findByTestId(`withdrawal-${orderNo}`);
    await user.click(await within(item).findByRole('button', { name: 'Received' }));
    await waitFor(() => expect(within(item).getByText('Received')).toBeInTheDocument());
    expect(posts('MCSFE_confirmWithdrawReceipt')[0]?.body).toEqual({ orderNo });
  });

  it('reports a payout not received with a png proof, refusing other files', async () => {
    logInWithWallet({
      cards: [{ id: 1, bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '*********3456', accountName: 'LUCKY' }],
    });
    const { dialog, user } = await openPage('Withdraw');
    await user.type(await within(dialog).findByLabelText(/^Amount/), '100000');
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await within(dialog).findByText(/Withdrawal W\d+ sent\./);
    const orderNo = world.wallet.withdrawals[0]?.orderNo ?? '';
    payWithdrawal(orderNo);
    await reopen(user, dialog);
    const item = await within(dialog).findByTestId(`withdrawal-${orderNo}`);
    await user.click(await within(item).findByRole('button', { name: 'Not received' }));
    const file = within(item).getByLabelText(/^Proof/);
    // The picker offers png and jpg only; a dropped or forced file of another type is still refused.
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    await user.click(within(item).getByRole('button', { name: 'Report not received' }));
    expect(await within(item).findByText('The proof must be a png or jpg image.')).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [png] } });
    await user.type(within(item).getByLabelText(/^Remark/), 'nothing came');
    await user.click(within(item).getByRole('button', { name: 'Report not received' }));
    await waitFor(() => expect(within(item).getByText('Not received, checking')).toBeInTheDocument());
    const sent = posts('MCSFE_reportWithdrawNotReceived')[0]?.body as { image: string; remark: string };
    expect(sent.image).toMatch(/^data:image\/png;base64,/);
    expect(sent.remark).toBe('nothing came');
  });
});

describe('transfer to upline', () => {
  it('explains when there is no upline', async () => {
    logInWithWallet({}, { member: memberInfo({ toUpline: false }) });
    const { dialog } = await openPage('Transfer to upline');
    expect(await within(dialog).findByText('Your account has no upline agent to transfer to.')).toBeInTheDocument();
  });

  it('sends to the upline with the payment password', async () => {
    logInWithWallet({}, { member: memberInfo({ toUpline: true }) });
    const { dialog, user } = await openPage('Transfer to upline');
    await user.type(await within(dialog).findByLabelText(/^Amount/), '30000');
    await user.type(within(dialog).getByLabelText(/^Payment password/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Send to upline' }));
    expect(await within(dialog).findByText('The payment password is incorrect.')).toBeInTheDocument();
    const first = posts('MCSFE_transferToUpline')[0]?.body as { requestId: string };
    await user.clear(within(dialog).getByLabelText(/^Payment password/));
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Send to upline' }));
    expect(await within(dialog).findByText(/30,000\.00 sent to agent01\./)).toBeInTheDocument();
    // The same transfer retried after an error keeps its requestId.
    expect((posts('MCSFE_transferToUpline')[1]?.body as { requestId: string }).requestId).toBe(first.requestId);
  });
});
