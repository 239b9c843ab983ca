import { http } from 'msw';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

export const balanceHandlers = [
  http.get('*/wps/v2/wallets/balance', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    return answer('/wps/v2/wallets/balance', world.balance);
  }),
];
