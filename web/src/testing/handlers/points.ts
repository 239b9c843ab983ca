/**
 * The points calls (contract section 14) over world.points: the mall in the request's
 * language, redeems that reserve points, stock and money with the simulator's refusals, the
 * history, and conversions into the main wallet; a repeated requestId answers the first result.
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { fromMinor, toMinor } from '@/lib/amount';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { paged, paging } from '@/testing/handlers/window';
import { MEMBER_MOBILE, pointConfig, pointRewards, type Language, type RedeemFixture } from '@/testing/points-fixtures';
import { balanceOf } from '@/testing/wallet-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
const MAIN = 2;
const PAYMENT_PASSWORD = '123456';
/** The simulator's limits of a redeem. */
const MAX_QUANTITY = 10;
const MAX_ADDRESS = 200;

const language = (request: Request): Language => (request.headers.get('language') === 'TY' ? 'TY' : 'EN');

function guard(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

/** The registered number however it is written: 0912345678, 912345678, +84 912 345 678. */
function mobileMatches(given: string): boolean {
  const number = given.replace(/\D/g, '').replace(/^0+/, '');
  const dialing = MEMBER_MOBILE.dialingCode.replace(/\D/g, '');
  const candidates = [number, number.startsWith(dialing) ? number.slice(dialing.length).replace(/^0+/, '') : number];
  return candidates.includes(MEMBER_MOBILE.number.replace(/^0+/, ''));
}

/** Money moves of the main wallet keep the header's balance in step. */
function moveMain(minor: bigint) {
  world.wallet.amounts[MAIN] = fromMinor(toMinor(world.wallet.amounts[MAIN] ?? '0.00') + minor);
  world.balance = balanceOf(world.wallet);
}

async function json<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

let orders = 0;

interface RedeemBody {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  address: string;
  mobileNum: string;
  requestId: string;
}

function redeem(body: RedeemBody, lang: Language): Response {
  const points = world.points;
  if (!Number.isInteger(body.quantity) || body.quantity < 1 || body.quantity > MAX_QUANTITY) {
    return fail(400, 'field.invalid', `Redeem 1 to ${MAX_QUANTITY} at a time`, 'quantity');
  }
  const address = (body.address ?? '').trim();
  if (!address || address.length > MAX_ADDRESS) return fail(400, 'field.invalid', 'An address of 1 to 200 characters', 'address');
  if (!mobileMatches(body.mobileNum ?? '')) return fail(400, 'points.mobile.mismatch', 'The mobile number is not the one registered', 'mobileNum');
  const reward = pointRewards(points, lang).find((item) => item.id === body.rewardId);
  if (!reward) return fail(404, 'points.reward.not.found', 'Points-mall item not found', 'rewardId');
  const known = points.requests[body.requestId];
  if (known?.kind === 'redeem') return answer('/wps/relay/passwordCheck/MCS2_redeemPointReward', known.redeem, 'POST');
  if (body.paymentPassword !== PAYMENT_PASSWORD) return fail(400, 'payment.password.invalid', 'wrong', 'paymentPassword');
  if (reward.quantity < body.quantity) return fail(409, 'points.stock.insufficient', 'This item is out of stock');
  const cost = reward.requiredPoints * body.quantity;
  if (cost > points.points) return fail(409, 'points.insufficient', 'Not enough points');
  const amount = toMinor(reward.requiredAmount) * BigInt(body.quantity);
  if (amount > toMinor(world.wallet.amounts[MAIN] ?? '0.00')) return fail(400, 'insufficient.funds', 'Insufficient balance');
  const order: RedeemFixture = {
    orderNo: `R20250315${String((orders += 1)).padStart(6, '0')}`,
    rewardId: reward.id,
    rewardName: reward.name,
    quantity: body.quantity,
    points: cost,
    amount: fromMinor(amount),
    status: 'PROCESS',
    address,
    createdAt: Date.now(),
  };
  points.stock[reward.id] = reward.quantity - body.quantity;
  points.points -= cost;
  points.pending += cost;
  moveMain(-amount);
  points.redeems.unshift(order);
  points.requests[body.requestId] = { kind: 'redeem', redeem: order };
  return answer('/wps/relay/passwordCheck/MCS2_redeemPointReward', order, 'POST');
}

function convert(body: { points: number; paymentPassword: string; requestId: string }): Response {
  const points = world.points;
  const config = pointConfig();
  const known = points.requests[body.requestId];
  if (known?.kind === 'convert') return answer('/wps/relay/passwordCheck/MCS2_convertPoint', known.conversion, 'POST');
  if (!Number.isInteger(body.points) || body.points < config.minConvert || body.points % config.convertPoints !== 0) {
    return fail(400, 'points.convert.invalid', 'Points convert in whole steps, at least the minimum', 'points');
  }
  if (body.paymentPassword !== PAYMENT_PASSWORD) return fail(400, 'payment.password.invalid', 'wrong', 'paymentPassword');
  if (body.points > points.points) return fail(409, 'points.insufficient', 'Not enough points');
  const amount = BigInt(body.points / config.convertPoints) * toMinor(config.convertAmount);
  points.points -= body.points;
  points.spent += body.points;
  moveMain(amount);
  const conversion = {
    points: body.points,
    amount: fromMinor(amount),
    pointBalance: points.points,
    balance: world.wallet.amounts[MAIN] ?? '0.00',
  };
  points.requests[body.requestId] = { kind: 'convert', conversion };
  return answer('/wps/relay/passwordCheck/MCS2_convertPoint', conversion, 'POST');
}

export const pointsHandlers = [
  http.get(`${RELAY}MCS2_getPointConfig`, async ({ request }) => {
    await record(request);
    return guard() ?? answer('/wps/relay/MCS2_getPointConfig', pointConfig());
  }),
  http.get(`${RELAY}MCS2_getPointBalance`, async ({ request }) => {
    await record(request);
    const { points, earned, spent, pending } = world.points;
    return guard() ?? answer('/wps/relay/MCS2_getPointBalance', { points, earned, spent, pending });
  }),
  http.get(`${RELAY}MCS2_getPointReward`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const page = paging(new URL(request.url));
    if (page instanceof Response) return page;
    return answer('/wps/relay/MCS2_getPointReward', paged(pointRewards(world.points, language(request)), page));
  }),
  http.get(`${RELAY}MCS2_getRedeemPointList`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const url = new URL(request.url);
    const page = paging(url);
    if (page instanceof Response) return page;
    const status = url.searchParams.get('status');
    const rows = world.points.redeems.filter((row) => !status || row.status === status);
    return answer('/wps/relay/MCS2_getRedeemPointList', paged(rows, page));
  }),
  http.post(`${RELAY}passwordCheck/MCS2_redeemPointReward`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    return redeem(await json<RedeemBody>(request), language(request));
  }),
  http.post(`${RELAY}passwordCheck/MCS2_convertPoint`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    return convert(await json<{ points: number; paymentPassword: string; requestId: string }>(request));
  }),
];
