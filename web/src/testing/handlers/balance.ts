import { http } from 'msw';
import { fail, ok, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

export const balanceHandlers = [
  http.get('*/wps/v2/wallets/balance', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    return ok(world.balance);
  }),
];
