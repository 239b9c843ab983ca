/**
 * GET /bff/customer-service: the chat address, decided by the server from the session (the
 * VIP service for a member ranked above 4, else the live chat), as the BFF answers it.
 */
import { http } from 'msw';
import { VIP_RANK_THRESHOLD } from '@/config/constants';
import { brandFile } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

const address = (type: string) => brandFile.customerService.find((entry) => entry.csType === type)?.path;

export const customerServiceHandlers = [
  http.get('*/bff/customer-service', async ({ request }) => {
    await record(request);
    const vip = world.loggedIn && (world.member.clubLabel?.rankLevel ?? 0) > VIP_RANK_THRESHOLD;
    const url = (vip ? address('VIP') : undefined) ?? address('LIVECHAT');
    if (!url) return fail(502, 'customer.service.unavailable', 'Customer service cannot be reached now');
    return answer('/bff/customer-service', { url });
  }),
];
