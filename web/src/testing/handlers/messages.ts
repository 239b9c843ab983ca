/**
 * The platform message calls (contract section 15) over world.messages: real accounts only,
 * newest first, texts in the request's language, reading and deleting the member's own.
 */
import { http } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { brandTime } from '@/testing/fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import type { Language, MessageFixture, MessageView } from '@/testing/message-fixtures';
import { world } from '@/testing/world';

const RELAY = '*/wps/relay/';
const language = (request: Request): Language => (request.headers.get('language') === 'TY' ? 'TY' : 'EN');

function guard(): Response | null {
  if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
  if (world.accountType === TRIAL_ACCOUNT_TYPE) return fail(403, 'in_need_true_account', 'real account only');
  return null;
}

const newestFirst = () => [...world.messages.list].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
const unread = () => world.messages.list.filter((m) => !m.read).length;

const view = (m: MessageFixture, lang: Language): MessageView => ({
  id: m.id,
  category: m.category,
  title: m.title[lang],
  content: m.content[lang],
  createdAt: m.createdAt,
  createdTime: brandTime(m.createdAt),
  read: m.read,
});

export const messagesHandlers = [
  http.get(`${RELAY}CSP_unreadCount`, async ({ request }) => {
    await record(request);
    return guard() ?? answer('/wps/relay/CSP_unreadCount', { count: unread() });
  }),

  http.get(`${RELAY}CSP_getMessageList`, async ({ request }) => {
    await record(request);
    const refused = guard();
    if (refused) return refused;
    const url = new URL(request.url);
    const status = url.searchParams.get('status') || 'ALL';
    if (status !== 'ALL' && status !== 'UNREAD') return fail(400, 'field.invalid', 'status', 'status');
    const pageNo = Math.max(1, Number(url.searchParams.get('pageNo') || 1));
    const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') || 10));
    const all = newestFirst().filter((m) => status === 'ALL' || !m.read);
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => view(m, language(request)));
    return answer('/wps/relay/CSP_getMessageList', {
      list,
      totalCount: all.length,
      totalPages: Math.ceil(all.length / pageSize),
      pageNo,
      pageSize,
      unread: unread(),
    });
  }),

  http.post(`${RELAY}CSP_readMessages`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const body = (await request.json()) as { ids?: number[] | null; all?: boolean | null };
    if (!body.all && !body.ids?.length) return fail(400, 'request.invalid', 'ids or all');
    world.messages.list = world.messages.list.map((m) => (body.all || body.ids?.includes(m.id) ? { ...m, read: true } : m));
    return answer('/wps/relay/CSP_readMessages', { unread: unread() }, 'POST');
  }),

  http.post(`${RELAY}CSP_deleteMessages`, async ({ request }) => {
    const refused = (await record(request)) ?? guard();
    if (refused) return refused;
    const { ids } = (await request.json()) as { ids: number[] };
    const before = world.messages.list.length;
    world.messages.list = world.messages.list.filter((m) => !ids.includes(m.id));
    return answer('/wps/relay/CSP_deleteMessages', { deleted: before - world.messages.list.length, unread: unread() }, 'POST');
  }),
];
