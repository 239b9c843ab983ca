import { http } from 'msw';
import { TEST_CODE, TEST_USER } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

const loginValue = (userName: string, type = world.accountType) => ({
  userName,
  firstTimeLogin: world.firstTimeLogin,
  passwordExpired: false,
  type,
  forcePasswordChange: world.forcePasswordChange,
});

/** The bank account holder's name the "bank" verification method expects. */
export const BANK_ACCOUNT_NAME = 'Tran Thi Binh';

const json = async (request: Request) => (await request.json()) as Record<string, string | undefined>;

/** Contract sections 7 and 9: login (username, SMS, verify, free play) and passwords. */
export const authHandlers = [
  http.post('*/wps/session/login', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    if (body.type === 'sms') {
      if (body.password !== TEST_CODE) return fail(400, 'verification.code.invalid', 'wrong code');
      world.loggedIn = true;
      world.member = { ...world.member, account: `84${body.username ?? ''}` };
      return answer('/wps/session/login', { ...loginValue(world.member.account), forcePasswordChange: false }, 'POST');
    }
    if (world.captchaRequired && !body.captcha) return fail(400, 'captcha.required', 'captcha needed');
    if (body.username !== TEST_USER.username || body.password !== world.password) {
      return fail(400, 'user.or.password.invalid', 'wrong username or password');
    }
    if (world.loginVerify) {
      return fail(400, 'login_verify_required', 'verify first', undefined, world.loginVerify);
    }
    world.loggedIn = true;
    return answer('/wps/session/login', loginValue(TEST_USER.username), 'POST');
  }),
  http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    if (body.mobileNum === '999999999') return fail(429, 'TOO_MANY_REQUESTS', 'slow down');
    return answer('/wps/verification/sms/noLogin', { expiredMinutes: 5 }, 'POST');
  }),
  http.post('*/wps/session/login/verify', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    const expected = body.method === 'bank' ? BANK_ACCOUNT_NAME : TEST_CODE;
    if (body.code !== expected) return fail(400, 'verification.code.invalid', 'wrong code');
    world.loggedIn = true;
    world.loginVerify = null;
    return answer('/wps/session/login/verify', loginValue(TEST_USER.username), 'POST');
  }),
  http.post('*/wps/session/login/freeplay', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    world.loggedIn = true;
    world.accountType = 4;
    world.member = { ...world.member, account: 'guest8842' };
    return answer('/wps/session/login/freeplay', { userName: 'guest8842', firstTimeLogin: true, passwordExpired: false, type: 4, forcePasswordChange: false }, 'POST');
  }),
  http.post('*/wps/member/firstLogin', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    world.firstTimeLogin = false;
    return answer('/wps/member/firstLogin', true, 'POST');
  }),
  http.get('*/wps/captcha', async ({ request }) => {
    await record(request);
    return answer('/wps/captcha', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
  }),
  http.post('*/wps/member/password', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (world.accountType === 4) return fail(403, 'in_need_true_account', 'real account needed');
    const body = await json(request);
    if (body.oldPassword !== world.password) return fail(400, 'password.old.invalid', 'old password wrong');
    world.password = body.newPassword ?? '';
    world.forcePasswordChange = false;
    world.loggedIn = true;
    return answer('/wps/member/password', true, 'POST');
  }),
  http.post('*/wps/member/password/email', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    if (body.username !== TEST_USER.username || body.email !== TEST_USER.email) {
      return fail(404, 'USER_NOT_EXIST', 'Username/Email does not exist');
    }
    return answer('/wps/member/password/email', true, 'POST');
  }),
  http.post('*/wps/member/password/verification/code', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    if (body.mobileNum !== TEST_USER.mobile) return fail(404, 'USER_NOT_EXIST', 'no such number');
    return answer('/wps/member/password/verification/code', { expirationTime: Date.now() + 120_000 }, 'POST');
  }),
  http.post('*/wps/member/password/verification/check', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    if (body.verificationCode !== TEST_CODE) return fail(400, 'verification.code.invalid', 'wrong code');
    return answer('/wps/member/password/verification/check', true, 'POST');
  }),
  http.post('*/wps/member/password/verification', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const body = await json(request);
    world.password = body.newPassword ?? '';
    world.loggedIn = true;
    return answer('/wps/member/password/verification', loginValue(TEST_USER.username), 'POST');
  }),
  http.post('*/wps/session/logout', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    world.loggedIn = false;
    return answer('/wps/session/logout', true, 'POST');
  }),
];
