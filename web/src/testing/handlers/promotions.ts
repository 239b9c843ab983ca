/**
 * The promotion calls (contract section 14) over world.promotions: the list and detail in the
 * request's language, the member's states, joining, applying and claiming, with the
 * simulator's refusals (closed, not eligible, wrong state, application checks).
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { sumAmounts } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import {
  defaultState,
  promotionState,
  type Language,
  type PromotionDetailFixture,
  type PromotionStateFixture,
} from '@/testing/promotion-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
const REMARK_MAX = 140;
const IMAGES_MAX = 3;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,/;

const language = (request: Request): Language => (request.headers.get('language') === 'TY' ? 'TY' : 'EN');

function ofType(request: Request, url: URL): PromotionDetailFixture[] | Response {
  const type = url.searchParams.get('type') || 'ALL';
  const all = world.promotions.catalogue.map((entry) => entry[language(request)]);
  if (type === 'ALL') return all;
  if (!/^[A-Z_]+$/.test(type)) return fail(400, 'field.invalid', 'Unknown promotion type', 'type');
  return all.filter((promotion) => promotion.type === type);
}

function guard(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

const find = (id: number) => world.promotions.catalogue.find((entry) => entry.EN.id === id)?.EN;
const stateOf = (promotion: PromotionDetailFixture): PromotionStateFixture =>
  world.promotions.states[promotion.id] ?? defaultState(promotion);
const save = (state: PromotionStateFixture) => {
  world.promotions.states[state.promotionId] = state;
  return state;
};

/** The error for a call the member's state does not allow (as the simulator's _refuse). */
function refuse(state: PromotionStateFixture): Response {
  if (state.state === 'COMING_SOON' || (state.state === 'CLOSE' && !state.reason)) {
    return fail(409, 'promotion.closed', 'This promotion is closed');
  }
  if (state.reason === 'promotion.not.eligible') return fail(409, 'promotion.not.eligible', 'Not eligible');
  return fail(409, 'promotion.state.invalid', 'Not allowed in this state');
}

/** A paid reward lands in the main wallet, so the header's balance follows. */
function credit(amount: string) {
  world.balance = {
    ...world.balance,
    sumBalance: sumAmounts([world.balance.sumBalance, amount]),
    balance: world.balance.balance.map((wallet) =>
      wallet.accountTypeId === 2 ? { ...wallet, availBalance: sumAmounts([wallet.availBalance, amount]) } : wallet,
    ),
  };
}

async function body<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

export const promotionsHandlers = [
  http.get(`${RELAY}PROMOFE_getPromotionList`, async ({ request }) => {
    await record(request);
    const found = ofType(request, new URL(request.url));
    if (found instanceof Response) return found;
    const list = found.map(({ content: _content, rules: _rules, ...promotion }) => promotion);
    return answer('/wps/relay/PROMOFE_getPromotionList', { list });
  }),

  http.get(`${RELAY}PROMOFE_getPromotionDetail`, async ({ request }) => {
    await record(request);
    const id = Number(new URL(request.url).searchParams.get('id'));
    const entry = world.promotions.catalogue.find((item) => item.EN.id === id);
    if (!entry) return fail(404, 'promotion.not.found', 'No such promotion', 'promotionId');
    return answer('/wps/relay/PROMOFE_getPromotionDetail', entry[language(request)]);
  }),

  http.get(`${RELAY}PROMOFE_getPromotionStates`, async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    const found = ofType(request, new URL(request.url));
    if (found instanceof Response) return found;
    return answer('/wps/relay/PROMOFE_getPromotionStates', { list: found.map(stateOf) });
  }),

  http.post(`${RELAY}MCSFE_signUpPromotionJoin`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const promotion = find((await body<{ promotionId: number }>(request)).promotionId);
    if (!promotion) return fail(404, 'promotion.not.found', 'No such promotion', 'promotionId');
    const before = stateOf(promotion);
    if (before.state !== 'JOIN') return refuse(before);
    const reward = promotion.reward ? { reward: promotion.reward } : {};
    if (promotion.mode === 'TURNOVER') {
      const progress = { current: '0.00', target: promotion.target ?? '0.00' };
      return answer('/wps/relay/MCSFE_signUpPromotionJoin', save(promotionState(promotion.id, 'PROCESS', { progress, ...reward })), 'POST');
    }
    if (promotion.mode === 'APPLY') {
      world.promotions.applications.push({ promotionId: promotion.id, remark: '', images: [] });
      return answer('/wps/relay/MCSFE_signUpPromotionJoin', save(promotionState(promotion.id, 'APPLYING', reward)), 'POST');
    }
    return answer('/wps/relay/MCSFE_signUpPromotionJoin', save(promotionState(promotion.id, 'JOINED', reward)), 'POST');
  }),

  http.post(`${RELAY}MCSFE_signUpRequestReward`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const sent = await body<{ promotionId: number; remark?: string | null; images?: string[] | null }>(request);
    const promotion = find(sent.promotionId);
    if (!promotion) return fail(404, 'promotion.not.found', 'No such promotion', 'promotionId');
    const before = stateOf(promotion);
    if (promotion.mode === 'APPLY') {
      const remark = sent.remark ?? '';
      const images = sent.images ?? [];
      if (remark.length > REMARK_MAX) return fail(400, 'field.invalid', 'remark is at most 140 characters', 'remark');
      if (images.length > IMAGES_MAX) return fail(400, 'field.invalid', 'at most 3 images', 'images');
      if (!images.every((image) => IMAGE_DATA_URL.test(image))) return fail(400, 'field.invalid', 'png or jpeg only', 'images');
      if (before.state === 'JOIN' || before.state === 'REJECTED') {
        world.promotions.applications.push({ promotionId: promotion.id, remark, images });
        const reward = promotion.reward ? { reward: promotion.reward } : {};
        return answer('/wps/relay/MCSFE_signUpRequestReward', save(promotionState(promotion.id, 'APPLYING', reward)), 'POST');
      }
    }
    if (before.state !== 'CLAIM') return refuse(before);
    const reward = before.reward ?? promotion.reward ?? '0.00';
    credit(reward);
    return answer('/wps/relay/MCSFE_signUpRequestReward', save({ ...before, state: 'CLAIMED', reward }), 'POST');
  }),

  http.post(`${RELAY}MCS2_claimRafflePromotion`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const promotion = find((await body<{ promotionId: number }>(request)).promotionId);
    if (!promotion) return fail(404, 'promotion.not.found', 'No such promotion', 'promotionId');
    if (promotion.mode !== 'RAFFLE') return fail(409, 'promotion.state.invalid', 'not a raffle');
    const before = stateOf(promotion);
    if (before.state === 'CLOSE') return fail(409, 'raffle.not.won', 'no prize');
    if (before.state !== 'CLAIM' && before.state !== 'CLAIMED') return fail(409, 'raffle.not.drawn', 'not drawn yet');
    if (before.state === 'CLAIMED') return fail(409, 'promotion.state.invalid', 'claimed already');
    const prize = before.reward ?? '0.00';
    credit(prize);
    save({ ...before, state: 'CLAIMED' });
    return answer('/wps/relay/MCS2_claimRafflePromotion', { promotionId: promotion.id, state: 'CLAIMED', prize }, 'POST');
  }),
];
