/** The winner board (contract section 15, no token) over world.winners: the first `size` (20 by default). */
import { http } from 'msw';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

export const winnersHandlers = [
  http.get('*/wps/relay/ODSFE2_getWinnerBoard', async ({ request }) => {
    await record(request);
    const size = Number(new URL(request.url).searchParams.get('size') || 20);
    if (!Number.isInteger(size) || size < 1 || size > 50) return fail(400, 'request.invalid', 'size is 1 to 50', 'size');
    return answer('/wps/relay/ODSFE2_getWinnerBoard', { list: world.winners.slice(0, size) });
  }),
];
