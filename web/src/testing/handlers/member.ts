import { http } from 'msw';
import { STATIC_AVATARS } from '@/testing/fixtures';
import { answer, fail, ok, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

const noSession = () => fail(401, 'login.not.session', 'no session');
const trial = () => fail(403, 'in_need_true_account', 'real account needed');

/** Member info, profile edit, payment password and avatar (contract section 9). */
export const memberHandlers = [
  http.get('*/wps/member/info', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return noSession();
    return answer('/wps/member/info', { ...world.member, type: world.accountType });
  }),
  http.put('*/wps/member/info', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return noSession();
    if (world.accountType === 4) return trial();
    const body = (await request.json()) as Record<string, string>;
    world.member = { ...world.member, ...body };
    return answer('/wps/member/info', world.member, 'PUT');
  }),
  http.put('*/wps/member/password/payment', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return noSession();
    if (world.accountType === 4) return trial();
    const body = (await request.json()) as Record<string, string>;
    if (body.password !== world.password) return fail(400, 'user.or.password.invalid', 'wrong password');
    world.member = { ...world.member, hasPaymentPassword: true };
    return answer('/wps/member/password/payment', true, 'PUT');
  }),
  http.get('*/wps/member/info/icon', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return noSession();
    return answer('/wps/member/info/icon', STATIC_AVATARS);
  }),
  http.get('*/wps/relay/MCSFE_getPlayerAvatar', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return noSession();
    return ok(world.avatar);
  }),
  http.put('*/wps/member/info/icon', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return noSession();
    if (world.accountType === 4) return trial();
    const body = (await request.json()) as { avatarType: 'STATIC' | 'CUSTOM'; avatar?: number; image?: string };
    world.avatar =
      body.avatarType === 'STATIC'
        ? { avatarType: 'STATIC', avatar: STATIC_AVATARS.find((a) => a.id === body.avatar)?.url ?? null }
        : { avatarType: 'CUSTOM', avatar: body.image ?? null };
    return ok(world.avatar);
  }),
];
