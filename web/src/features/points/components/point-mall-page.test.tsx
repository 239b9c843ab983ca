import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { freshPoints, redeemFixture, REWARD, type PointsWorld } from '@/testing/points-fixtures';
import { server } from '@/testing/server';
import { balanceOf, freshWallet } from '@/testing/wallet-fixtures';
import { logIn, resetWorld, world } from '@/testing/world';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const pointCalls = () => world.calls.filter((call) => /MCS2_|passwordCheck/.test(call.path));
const posts = (name: string) => world.calls.filter((call) => call.method === 'POST' && call.path.endsWith(name));

function logInWithPoints(points: Partial<PointsWorld> = {}, changes: Parameters<typeof logIn>[0] = {}) {
  // The header shows the wallet the handlers move money in.
  return logIn({ points: freshPoints(points), balance: balanceOf(freshWallet()), ...changes });
}

async function openMall() {
  const rendered = renderApp('/pointMall');
  await screen.findByRole('heading', { name: 'Points mall', level: 1 });
  return rendered;
}

const card = async (name: string | RegExp) => within(await screen.findByRole('list', { name: 'Rewards' })).getByRole('listitem', { name });

async function openRedeem(user: ReturnType<typeof renderApp>['user'], name: string | RegExp) {
  await user.click(within(await card(name)).getByRole('button', { name: 'Redeem' }));
  return screen.findByRole('dialog', { name: /^Redeem / });
}

async function fillRedeem(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  { quantity = '1', address = '12 Lê Lợi, District 1', mobile = '912345678', pay = '123456' } = {},
) {
  const field = within(dialog).getByLabelText(/^Quantity/);
  await user.clear(field);
  if (quantity) await user.type(field, quantity);
  if (address) await user.type(within(dialog).getByLabelText(/^Delivery address/), address);
  if (mobile) await user.type(within(dialog).getByLabelText(/^Mobile number/), mobile);
  if (pay) await user.type(within(dialog).getByLabelText(/^Payment password/), pay);
}

describe('points mall for visitors and trial accounts', () => {
  it('asks a visitor to log in and reads no points', async () => {
    resetWorld();
    const { user } = await openMall();
    expect(screen.getByRole('heading', { name: 'Log in to see your points' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(pointCalls()).toHaveLength(0);
  });

  it('gives a trial account the real-account warning', async () => {
    logIn({ accountType: 4 });
    const { user } = await openMall();
    expect(screen.getByRole('heading', { name: 'The points mall needs a real account' })).toBeInTheDocument();
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('This feature needs a real account');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Use a real account' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
    expect(pointCalls()).toHaveLength(0);
  });
});

describe('points mall for a member', () => {
  it('shows the points, what is reserved and the earning rule in words', async () => {
    logInWithPoints({ points: 5000, pending: 1200 });
    await openMall();
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('5,000 points');
    expect(screen.getByText('1,200 points reserved by redeems in review')).toBeInTheDocument();
    expect(await screen.findByText('1 point for every ₫10,000.00 of valid bets')).toBeInTheDocument();
    expect(screen.getByText('100 points convert to ₫10,000.00; at least 100 points at a time.')).toBeInTheDocument();
  });

  it('pages through the catalogue: image, name, price, money part, stock; out of stock cannot be redeemed', async () => {
    const points = freshPoints();
    points.stock[REWARD.jersey] = 0;
    logIn({ points });
    const { user } = await openMall();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const phoneCard = within(list).getByRole('listitem', { name: 'Mobile top-up card 50,000₫' });
    expect(within(phoneCard).getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/\/points\/phone-card\.svg$/));
    expect(within(phoneCard).getByText('600 points per card')).toBeInTheDocument();
    expect(within(phoneCard).getByText('500 left')).toBeInTheDocument();
    expect(within(phoneCard).queryByText(/from your balance/)).not.toBeInTheDocument();
    const speaker = within(list).getByRole('listitem', { name: 'Bluetooth speaker' });
    expect(within(speaker).getByText('plus ₫200,000.00 from your balance')).toBeInTheDocument();
    expect(world.calls.find((call) => call.path.includes('MCS2_getPointReward'))?.path).toContain('pageNo=1&pageSize=8');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const jersey = await card(/Signed/);
    expect(within(jersey).getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    expect(within(jersey).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks the redeem form before sending anything', async () => {
    logInWithPoints({ points: 1000 });
    const { user } = await openMall();
    const dialog = await openRedeem(user, 'Mobile top-up card 50,000₫');
    await fillRedeem(user, dialog, { quantity: '0', address: '', mobile: '123', pay: '12' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter where to deliver it.')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number format')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your 6-digit payment password.')).toBeInTheDocument();

    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByLabelText('Cost')).toHaveTextContent('1,200 points');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText('This takes 1,200 points; you have 1,000.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '501');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText('Only 500 are left.')).toBeInTheDocument();
    expect(posts('MCS2_redeemPointReward')).toHaveLength(0);
  });

  it('sends the quantity, address, mobile, payment password and a requestId, then reads the points and stock again', async () => {
    logInWithPoints({ points: 5000 });
    const { user } = await openMall();
    const dialog = await openRedeem(user, 'Mobile top-up card 50,000₫');
    await fillRedeem(user, dialog, { quantity: '2' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Redeem R\d+ sent: Mobile top-up card 50,000₫ × 2 for 1,200 points/)).toBeInTheDocument();
    const [sent] = posts('passwordCheck/MCS2_redeemPointReward');
    expect(sent?.path).toBe('/wps/relay/passwordCheck/MCS2_redeemPointReward');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      rewardId: REWARD.phoneCard,
      quantity: 2,
      address: '12 Lê Lợi, District 1',
      mobileNum: '+84 912345678',
      paymentPassword: '123456',
      requestId: expect.stringMatching(UUID),
    });
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('3,800 points');
    expect(screen.getByText('1,200 points reserved by redeems in review')).toBeInTheDocument();
    expect(within(await card('Mobile top-up card 50,000₫')).getByText('498 left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See redeem history' }));
    const history = await screen.findByRole('list', { name: 'Your redeems' });
    expect(within(history).getByRole('listitem', { name: 'Mobile top-up card 50,000₫' })).toHaveTextContent('In process');
  });

  it('takes the money part from the balance the header shows', async () => {
    logInWithPoints({ points: 5000 });
    const { user } = await openMall();
    const header = await findHeader();
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('1,000,000.00');
    const dialog = await openRedeem(user, 'Bluetooth speaker');
    await fillRedeem(user, dialog);
    expect(within(dialog).getByLabelText('Cost')).toHaveTextContent('₫200,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(within(header).getByTestId('balance-amount')).toHaveTextContent('800,000.00'));
  });

  it.each([
    ['an item that ran out meanwhile', { stock: 0 }, {}, 'This reward is out of stock, or fewer are left than you asked for.'],
    ['a number that is not the member’s', {}, { mobile: '987654321' }, 'This is not the mobile number registered on your account.'],
    ['a wrong payment password', {}, { pay: '654321' }, 'The payment password is incorrect.'],
  ])('words the refusal of %s', async (_case, change, fields, message) => {
    logInWithPoints({ points: 5000 });
    const { user } = await openMall();
    const dialog = await openRedeem(user, 'Mobile top-up card 50,000₫');
    if ('stock' in change) world.points.stock[REWARD.phoneCard] = change.stock;
    await fillRedeem(user, dialog, fields);
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(world.points.points).toBe(5000);
  });

  it('keeps the requestId when the member retries the same redeem', async () => {
    logInWithPoints({ points: 5000 });
    const { user } = await openMall();
    const dialog = await openRedeem(user, 'Mobile top-up card 50,000₫');
    await fillRedeem(user, dialog, { pay: '654321' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await within(dialog).findByText('The payment password is incorrect.');
    const pay = within(dialog).getByLabelText(/^Payment password/);
    await user.clear(pay);
    await user.type(pay, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = posts('MCS2_redeemPointReward').map((call) => (call.body as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('lists the redeems with their state and remark', async () => {
    logInWithPoints({
      redeems: [
        redeemFixture({ index: 0, status: 'PROCESS' }),
        redeemFixture({ index: 1, rewardId: REWARD.cap, rewardName: 'Lucky Lotus cap', points: 500, status: 'REJECTED', remark: 'Address incomplete' }),
        redeemFixture({ index: 2, rewardId: REWARD.speaker, rewardName: 'Bluetooth speaker', points: 3000, amount: '200000.00', status: 'APPROVED' }),
      ],
    });
    const { user } = await openMall();
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const list = await screen.findByRole('list', { name: 'Your redeems' });
    const processing = within(list).getByRole('listitem', { name: 'Mobile top-up card 50,000₫' });
    expect(within(processing).getByText('In process')).toBeInTheDocument();
    const rejected = within(list).getByRole('listitem', { name: 'Lucky Lotus cap' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Address incomplete')).toBeInTheDocument();
    const approved = within(list).getByRole('listitem', { name: 'Bluetooth speaker' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByText('3,000 points + ₫200,000.00')).toBeInTheDocument();
  });

  it('says when there is no redeem yet, and shows a failed load with a retry', async () => {
    logInWithPoints();
    let failures = 1;
    server.use(
      http.get('*/wps/relay/MCS2_getPointReward', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { user } = await openMall();
    expect(await screen.findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Rewards' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('No redeems yet')).toBeInTheDocument();
  });

  it('converts points in whole steps, showing what it credits first', async () => {
    logInWithPoints({ points: 1250 });
    const { user } = await openMall();
    await user.click(await screen.findByRole('button', { name: 'Convert points to balance' }));
    const field = await screen.findByLabelText(/^Points to convert/);
    const submit = screen.getByRole('button', { name: 'Convert' });
    await user.type(field, '150');
    expect(screen.getByTestId('convert-credit')).toHaveTextContent('—');
    await user.click(submit);
    expect(screen.getByText('Convert in steps of 100 points.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1300');
    await user.click(submit);
    expect(screen.getByText('You have 1,250 points.', { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(submit);
    expect(screen.getByText('Enter a whole number of points.')).toBeInTheDocument();
    expect(posts('MCS2_convertPoint')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Most' }));
    expect(field).toHaveValue('1200');
    await user.clear(field);
    await user.type(field, '200');
    expect(screen.getByTestId('convert-credit')).toHaveTextContent('₫20,000.00');
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(submit);
    expect(await screen.findByText('Converted 200 points to ₫20,000.00. Your balance is ₫1,020,000.00; 1,050 points left.')).toBeInTheDocument();
    expect(posts('passwordCheck/MCS2_convertPoint')[0]?.body).toEqual({ points: 200, paymentPassword: '123456', requestId: expect.stringMatching(UUID) });
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('1,050 points');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByTestId('balance-amount')).toHaveTextContent('1,020,000.00'));
  });

  it('words a refused conversion', async () => {
    logInWithPoints({ points: 1000 });
    server.use(
      http.post('*/wps/relay/passwordCheck/MCS2_convertPoint', () =>
        HttpResponse.json({ success: false, errorCode: 'points.convert.invalid', message: 'x', field: 'points' }, { status: 400 }),
      ),
    );
    const { user } = await openMall();
    await user.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    await user.type(await screen.findByLabelText(/^Points to convert/), '100');
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('Points convert in whole steps, at least the minimum. Please check the number of points.'),
    ).toBeInTheDocument();
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('lang', 'TY');
    logInWithPoints({ points: 5000 });
    renderApp('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Cửa hàng điểm', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 điểm cho mỗi ₫10.000,00 cược hợp lệ')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Thẻ nạp điện thoại 50.000₫' })).toHaveTextContent('600 điểm / thẻ');
  });
});
