/** The chat room calls (contract section 15) over world.chat: any session (trial accounts too). */
import { http } from 'msw';
import { SIM } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';

export const chatHandlers = [
  http.get(`${RELAY}CBS_modelList`, async ({ request }) => {
    await record(request);
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    const lang = request.headers.get('language') === 'TY' ? 'TY' : 'EN';
    const rooms = world.chat.rooms.map((room) => ({ id: room.id, name: room.name[lang], online: room.online }));
    return answer('/wps/relay/CBS_modelList', { rooms });
  }),

  http.post(`${RELAY}CBS_launchChat`, async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    const { roomId } = (await request.json()) as { roomId: number };
    if (!world.chat.rooms.some((room) => room.id === roomId)) return fail(404, 'chat.room.not.found', 'no such room');
    world.chat.launches.push(roomId);
    return answer('/wps/relay/CBS_launchChat', { url: `${SIM}/chat/${roomId}?t=ticket-${world.chat.launches.length}` }, 'POST');
  }),
];
