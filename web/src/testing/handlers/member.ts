import { http } from 'msw';
import { STATIC_AVATARS } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
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
    return answer('/wps/relay/MCSFE_getPlayerAvatar', world.avatar);
  }),
  http.put('*/wps/member/info/icon', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return noSession();
    if (world.accountType === 4) return trial();
    const body = (await request.json()) as { avatarType: 'STATIC' | 'CUSTOM'; avatar?: number; image?: string };
    if (body.avatarType === 'STATIC') {
      const chosen = STATIC_AVATARS.find((a) => a.id === body.avatar);
      if (!chosen) return fail(400, 'field.invalid', 'Unknown avatar', 'avatar');
      world.avatar = { avatarType: 'STATIC', avatar: chosen.url };
    } else {
      if (!body.image?.startsWith('data:image/')) return fail(400, 'field.invalid', 'A png or jpeg data URL is required', 'image');
      world.avatar = { avatarType: 'CUSTOM', avatar: body.image };
    }
    return answer('/wps/member/info/icon', world.avatar, 'PUT');
  }),
];
