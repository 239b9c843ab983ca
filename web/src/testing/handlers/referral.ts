/**
 * Invite friends (contract section 15, module AFFMAN3) over world.referral: the member's code,
 * the site-relative link, the counts and the brand's rule; the invitees a page at a time.
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { paged, paging } from '@/testing/handlers/window';
import { referralInfo } from '@/testing/referral-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
/** The simulator's default page of invitees. */
const PAGE_SIZE = 10;

function guard(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

export const referralHandlers = [
  http.get(`${RELAY}MCSFE_getReferralInfo`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    return answer('/wps/relay/MCSFE_getReferralInfo', referralInfo(world.referral));
  }),
  http.get(`${RELAY}MCSFE_getReferralList`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const url = new URL(request.url);
    if (!url.searchParams.get('pageSize')) url.searchParams.set('pageSize', String(PAGE_SIZE));
    const page = paging(url);
    if (page instanceof Response) return page;
    return answer('/wps/relay/MCSFE_getReferralList', paged(world.referral.invitees, page));
  }),
];
