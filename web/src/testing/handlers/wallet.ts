/**
 * The money calls (contract section 12) over world.wallet: moves keep the balance the header
 * shows in step, retries with a requestId answer the first result, limits come from the
 * brand's payments settings, as the simulator's do.
 */
import { http } from 'msw';
import { depositChannels, firstDepositOffer, payments, SIM, sumAmounts } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { PROMO, promotionState } from '@/testing/promotion-fixtures';
import { balanceOf, type WithdrawalFixture } from '@/testing/wallet-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';

/** The first-deposit bonus is the FIRST_DEPOSIT promotion's: paid once, to a member who joined it. */
const firstDepositOpen = () => !world.wallet.firstDepositDone && world.promotions.states[PROMO.firstDeposit]?.state === 'JOINED';
const MAIN = 2;

const cents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '') || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0'));
};
const money = (value: bigint): string => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

function guard(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === 4) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

const settle = () => {
  world.balance = balanceOf(world.wallet);
  return world.balance;
};

const move = (from: number, to: number, amount: bigint) => {
  const amounts = world.wallet.amounts;
  amounts[from] = money(cents(amounts[from] ?? '0.00') - amount);
  amounts[to] = money(cents(amounts[to] ?? '0.00') + amount);
};

async function json<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

let orders = 0;
const orderNo = (prefix: 'D' | 'W') => `${prefix}20250315${String((orders += 1)).padStart(6, '0')}`;

export const walletHandlers = [
  http.get(`${RELAY}GCS_merchantWallet`, async ({ request }) => {
    await record(request);
    return guard() ?? answer('/wps/relay/GCS_merchantWallet', { isSingle: world.wallet.isSingle, autoTransfer: world.wallet.autoTransfer });
  }),
  http.post(`${RELAY}GCS_setAutoTransfer`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    world.wallet.autoTransfer = (await json<{ autoTransfer: boolean }>(request)).autoTransfer;
    return answer('/wps/relay/GCS_setAutoTransfer', { isSingle: world.wallet.isSingle, autoTransfer: world.wallet.autoTransfer }, 'POST');
  }),
  http.post(`${RELAY}GCS_walletTransfer`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ fromAccountTypeId: number; toAccountTypeId: number; amount: string; requestId: string }>(request);
    if (world.wallet.requests[body.requestId]) return answer('/wps/relay/GCS_walletTransfer', world.balance, 'POST');
    if ((body.fromAccountTypeId === MAIN) === (body.toAccountTypeId === MAIN)) {
      return fail(400, 'wallet.transfer.invalid', 'main <-> game only');
    }
    const amount = cents(body.amount);
    if (amount > cents(world.wallet.amounts[body.fromAccountTypeId] ?? '0.00')) {
      return fail(400, 'insufficient.funds', 'Insufficient balance');
    }
    move(body.fromAccountTypeId, body.toAccountTypeId, amount);
    world.wallet.requests[body.requestId] = { kind: 'transfer' };
    return answer('/wps/relay/GCS_walletTransfer', settle(), 'POST');
  }),
  http.post(`${RELAY}GCS_recoverBalance`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    let recovered = 0;
    for (const [id, amount] of Object.entries(world.wallet.amounts)) {
      if (Number(id) !== MAIN && cents(amount) > 0n) {
        move(Number(id), MAIN, cents(amount));
        recovered += 1;
      }
    }
    return answer('/wps/relay/GCS_recoverBalance', { ...settle(), recovered }, 'POST');
  }),
  http.get(`${RELAY}MCSFE_getDepositChannels`, async ({ request }) => {
    await record(request);
    return guard() ?? answer('/wps/relay/MCSFE_getDepositChannels', depositChannels(firstDepositOpen()));
  }),
  http.post(`${RELAY}MCSFE_createDeposit`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ channel: string; amount: string; requestId: string }>(request);
    const known = world.wallet.requests[body.requestId];
    if (known?.kind === 'deposit') return answer('/wps/relay/MCSFE_createDeposit', known.order, 'POST');
    const channel = payments.deposit.channels.find((c) => c.code === body.channel);
    if (!channel) return fail(400, 'deposit.channel.invalid', 'unknown channel', 'channel');
    const amount = cents(body.amount);
    if (amount < cents(channel.min) || amount > cents(channel.max)) {
      return fail(400, 'deposit.amount.invalid', 'out of limits', 'amount', { min: money(cents(channel.min)), max: money(cents(channel.max)) });
    }
    const no = orderNo('D');
    const order = {
      orderNo: no,
      channel: channel.code,
      channelName: channel.name.EN ?? channel.code,
      amount: money(amount),
      bonus: '0.00',
      status: 'pending' as const,
      createdAt: Date.now(),
      expiresAt: Date.now() + payments.deposit.orderMinutes * 60_000,
      paidAt: null,
      payUrl: `${SIM}/pay/${no}?t=token-${no}&lang=en`,
    };
    world.wallet.deposits.unshift(order);
    world.wallet.requests[body.requestId] = { kind: 'deposit', order };
    return answer('/wps/relay/MCSFE_createDeposit', order, 'POST');
  }),
  http.get(`${RELAY}MCSFE_getDepositOrder`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const no = new URL(request.url).searchParams.get('orderNo');
    const order = world.wallet.deposits.find((o) => o.orderNo === no);
    if (!order) return fail(404, 'deposit.not.found', 'no such order', 'orderNo');
    const { payUrl, ...rest } = order;
    return answer('/wps/relay/MCSFE_getDepositOrder', order.status === 'pending' ? { ...rest, payUrl } : rest);
  }),
  http.get(`${RELAY}MCSFE_getDepositOrders`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const list = world.wallet.deposits.slice(0, 5);
    return answer('/wps/relay/MCSFE_getDepositOrders', { list, totalCount: world.wallet.deposits.length, totalPages: 1, pageNo: 1, pageSize: 5 });
  }),
  http.post(`${RELAY}MCSFE_cancelDeposit`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const { orderNo: no } = await json<{ orderNo: string }>(request);
    const order = world.wallet.deposits.find((o) => o.orderNo === no);
    if (!order) return fail(404, 'deposit.not.found', 'no such order', 'orderNo');
    if (order.status === 'expired') return fail(400, 'deposit.expired', 'expired', undefined, { status: 'expired' });
    if (order.status !== 'pending') return fail(400, 'deposit.not.pending', 'not pending', undefined, { status: order.status });
    order.status = 'cancelled';
    // A closed order has no payment page any more.
    delete order.payUrl;
    return answer('/wps/relay/MCSFE_cancelDeposit', order, 'POST');
  }),
  // The gateway's page (on the simulator): the tests pay through it as the player would.
  http.get(`${SIM}/pay/:orderNo`, () => new Response('<!doctype html><title>Lotus Pay</title>', { headers: { 'Content-Type': 'text/html' } })),
  http.get(`${RELAY}MCSFE_getWithdrawSetting`, async ({ request }) => {
    await record(request);
    return guard() ?? answer('/wps/relay/MCSFE_getWithdrawSetting', withdrawSetting());
  }),
  http.post(`${RELAY}MCSFE_bindBankCard`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ bankCode: string; accountNumber: string; accountName: string; paymentPassword: string }>(request);
    if (body.paymentPassword !== '123456') return fail(400, 'payment.password.invalid', 'wrong', 'paymentPassword');
    const name = body.accountName.toUpperCase();
    if (world.wallet.payeeName && world.wallet.payeeName !== name) return fail(400, 'bank.card.name.mismatch', 'name', 'accountName');
    world.wallet.payeeName = name;
    const bank = payments.withdraw.banks.find((b) => b.code === body.bankCode);
    world.wallet.cards.push({
      id: world.wallet.cards.length + 1,
      bankCode: body.bankCode,
      bankName: bank?.name ?? body.bankCode,
      accountNumber: `${'*'.repeat(body.accountNumber.length - 4)}${body.accountNumber.slice(-4)}`,
      accountName: name,
    });
    return answer('/wps/relay/MCSFE_bindBankCard', withdrawSetting(), 'POST');
  }),
  http.post(`${RELAY}MCSFE_withdraw`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ cardId: number; amount: string; paymentPassword: string; requestId: string }>(request);
    const known = world.wallet.requests[body.requestId];
    if (known?.kind === 'withdraw') return answer('/wps/relay/MCSFE_withdraw', known.order, 'POST');
    if (body.paymentPassword !== '123456') return fail(400, 'payment.password.invalid', 'wrong', 'paymentPassword');
    const card = world.wallet.cards.find((c) => c.id === body.cardId);
    if (!card) return fail(404, 'bank.card.not.found', 'no card', 'cardId');
    const amount = cents(body.amount);
    if (amount > cents(world.wallet.amounts[MAIN] ?? '0.00')) return fail(400, 'insufficient.funds', 'Insufficient balance', 'amount');
    const rules = payments.withdraw;
    let fee = (amount * BigInt(rules.feeBps)) / 10_000n;
    if (fee < cents(rules.feeMin)) fee = cents(rules.feeMin);
    const order: WithdrawalFixture = {
      orderNo: orderNo('W'),
      amount: money(amount),
      fee: money(fee),
      netAmount: money(amount - fee),
      receivedAmount: '0.00',
      remainingAmount: money(amount - fee),
      status: 'reviewing',
      bankName: card.bankName,
      accountNumber: card.accountNumber,
      createdAt: Date.now(),
      paidAt: null,
      autoReceiveAt: null,
      remark: null,
      canConfirm: false,
    };
    world.wallet.amounts[MAIN] = money(cents(world.wallet.amounts[MAIN] ?? '0.00') - amount);
    world.wallet.frozen = money(cents(world.wallet.frozen) + amount);
    world.wallet.remainingToday -= 1;
    world.wallet.withdrawals.unshift(order);
    world.wallet.requests[body.requestId] = { kind: 'withdraw', order };
    settle();
    return answer('/wps/relay/MCSFE_withdraw', order, 'POST');
  }),
  http.get(`${RELAY}MCSFE_getWithdrawOrders`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const pageNo = Number(new URL(request.url).searchParams.get('pageNo') ?? '1');
    const all = world.wallet.withdrawals;
    const list = all.slice((pageNo - 1) * 5, pageNo * 5);
    return answer('/wps/relay/MCSFE_getWithdrawOrders', { list, totalCount: all.length, totalPages: Math.max(1, Math.ceil(all.length / 5)), pageNo, pageSize: 5 });
  }),
  http.post(`${RELAY}MCSFE_confirmWithdrawReceipt`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const { orderNo: no } = await json<{ orderNo: string }>(request);
    const order = world.wallet.withdrawals.find((o) => o.orderNo === no);
    if (!order) return fail(404, 'withdraw.not.found', 'no such withdrawal', 'orderNo');
    if (order.status !== 'paid') return fail(409, 'withdraw.state.invalid', 'not paid');
    Object.assign(order, { status: 'received', receivedAmount: order.netAmount, remainingAmount: '0.00', canConfirm: false, autoReceiveAt: null });
    return answer('/wps/relay/MCSFE_confirmWithdrawReceipt', order, 'POST');
  }),
  http.post(`${RELAY}MCSFE_reportWithdrawNotReceived`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ orderNo: string; image: string; remark?: string }>(request);
    const order = world.wallet.withdrawals.find((o) => o.orderNo === body.orderNo);
    if (!order) return fail(404, 'withdraw.not.found', 'no such withdrawal', 'orderNo');
    if (!/^data:image\/(png|jpeg);base64,/.test(body.image)) return fail(400, 'field.invalid', 'png or jpeg', 'image');
    Object.assign(order, { status: 'not_received', canConfirm: false, autoReceiveAt: null, remark: body.remark ?? null });
    return answer('/wps/relay/MCSFE_reportWithdrawNotReceived', order, 'POST');
  }),
  http.post(`${RELAY}MCSFE_transferToUpline`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = await json<{ amount: string; paymentPassword: string; requestId: string }>(request);
    if (!world.member.toUpline) return fail(400, 'upline.not.found', 'no upline');
    if (body.paymentPassword !== '123456') return fail(400, 'payment.password.invalid', 'wrong', 'paymentPassword');
    const amount = cents(body.amount);
    if (amount > cents(world.wallet.amounts[MAIN] ?? '0.00')) return fail(400, 'insufficient.funds', 'Insufficient balance');
    world.wallet.amounts[MAIN] = money(cents(world.wallet.amounts[MAIN] ?? '0.00') - amount);
    settle();
    return answer('/wps/relay/MCSFE_transferToUpline', { reference: `upline:1:${body.requestId}`, amount: money(amount), upline: 'agent01', createdAt: Date.now(), balance: world.balance }, 'POST');
  }),
];

function withdrawSetting() {
  const rules = payments.withdraw;
  return {
    min: money(cents(rules.min)),
    max: money(cents(rules.max)),
    feePercent: money(BigInt(rules.feeBps)),
    feeMin: money(cents(rules.feeMin)),
    dailyCount: rules.dailyCount,
    remainingToday: world.wallet.remainingToday,
    autoReceiveMinutes: rules.autoReceiveMinutes,
    reviewMinutes: rules.reviewMinutes,
    maxCards: rules.maxCards,
    banks: rules.banks,
    cards: world.wallet.cards,
    hasPaymentPassword: world.wallet.hasPaymentPassword,
    payeeName: world.wallet.payeeName,
    available: world.wallet.amounts[MAIN] ?? '0.00',
  };
}

/** The gateway's callback (what the payment page's "Pay now" causes): the order is paid. */
export function payDeposit(no: string): void {
  const order = world.wallet.deposits.find((o) => o.orderNo === no);
  if (!order || order.status !== 'pending') return;
  let bonus = 0n;
  if (firstDepositOpen()) {
    bonus = (cents(order.amount) * BigInt(firstDepositOffer.bps)) / 10_000n;
    const max = cents(firstDepositOffer.max);
    if (bonus > max) bonus = max;
    world.promotions.states[PROMO.firstDeposit] = promotionState(PROMO.firstDeposit, 'ISSUED');
  }
  world.wallet.firstDepositDone = true;
  Object.assign(order, { status: 'paid', bonus: money(bonus), paidAt: Date.now() });
  world.wallet.amounts[MAIN] = sumAmounts([world.wallet.amounts[MAIN] ?? '0.00', order.amount, money(bonus)]);
  settle();
}

/** The desk pays a withdrawal out (the member may then confirm it). */
export function payWithdrawal(no: string): void {
  const order = world.wallet.withdrawals.find((o) => o.orderNo === no);
  if (!order || order.status !== 'reviewing') return;
  world.wallet.frozen = money(cents(world.wallet.frozen) - cents(order.amount));
  Object.assign(order, { status: 'paid', paidAt: Date.now(), autoReceiveAt: Date.now() + payments.withdraw.autoReceiveMinutes * 60_000, canConfirm: true });
  settle();
}
