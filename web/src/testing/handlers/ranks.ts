/** The player's rank (contract section 15) over world.ranks: a session is enough (a trial account may read). */
import { http } from 'msw';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { playerRank } from '@/testing/ranks-fixtures';
import { world } from '@/testing/world';

export const ranksHandlers = [
  http.get('*/wps/relay/MCSFE_getPlayerRank', async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    const language = request.headers.get('language') === 'TY' ? 'TY' : 'EN';
    return answer('/wps/relay/MCSFE_getPlayerRank', playerRank(world.ranks, language));
  }),
];
