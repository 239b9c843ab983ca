import { http } from 'msw';
import { TAKEN_MOBILE, TEST_CODE, VALID_AFFILIATE } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

export const TAKEN_USERNAME = 'taken01';

export const registerHandlers = [
  http.put('*/wps/member/register', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = (await request.json()) as Record<string, unknown>;
    if (body.ageConfirmed !== true) return fail(400, 'age.not.confirmed', 'age not confirmed');
    if (body.termsAccepted !== true) return fail(400, 'terms.not.accepted', 'terms not accepted');
    if (body.username === TAKEN_USERNAME) return fail(400, 'username.exists', 'username taken', 'username');
    world.loggedIn = true;
    world.member = { ...world.member, account: String(body.username) };
    return answer('/wps/member/register', { userName: String(body.username), firstTimeLogin: false, passwordExpired: false, type: 0, forcePasswordChange: false }, 'PUT');
  }),
  http.put('*/wps/member/register/mobile', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = (await request.json()) as Record<string, unknown>;
    if (body.ageConfirmed !== true) return fail(400, 'age.not.confirmed', 'age not confirmed');
    if (body.mobileNum === TAKEN_MOBILE) return fail(400, 'mobile.exists', 'mobile taken', 'mobileNum');
    if (world.modules?.REGMOBVERF3 !== false && body.verificationCode !== TEST_CODE) {
      return fail(400, 'verification.code.invalid', 'wrong code', 'verificationCode');
    }
    const account = `${String(body.countryDialingCode).replace(/\D/g, '')}${String(body.mobileNum)}`;
    world.loggedIn = true;
    world.member = { ...world.member, account };
    return answer('/wps/member/register/mobile', { userName: account, firstTimeLogin: false, passwordExpired: false, type: 0, forcePasswordChange: false }, 'PUT');
  }),
  http.post('*/wps/verification/sms/register', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = (await request.json()) as Record<string, unknown>;
    if (body.mobileNo === TAKEN_MOBILE) return fail(400, 'mobile.exists', 'mobile taken');
    return answer('/wps/verification/sms/register', { expiredMinutes: 5 }, 'POST');
  }),
  http.get('*/wps/agent/affiliate', async ({ request }) => {
    await record(request);
    const code = new URL(request.url).searchParams.get('code');
    if (code !== VALID_AFFILIATE) return fail(400, 'invitation_code_error', 'unknown invitation code');
    return answer('/wps/agent/affiliate', { valid: true, agent: 'agent01' });
  }),
];
