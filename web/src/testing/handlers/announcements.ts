/**
 * MCSFE_getListAnnouncements and MCSFE_dismissAnnouncement (contract section 15) over
 * world.announcements: each collection only when its type is asked for, in the request's
 * language; player notices one page (9 by default) with playerTotal; pop-ups without those the
 * member dismissed (visitors get them all). Banners come from fixtures/banners.yaml.
 */
import { http } from 'msw';
import { announcements as bannerFile } from '@/testing/fixtures';
import { liveNotices, noticeView, type Language } from '@/testing/announcement-fixtures';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';
import type { ApiValue } from '@/types/api';

const RELAY = '*/wps/relay/';
const language = (request: Request): Language => (request.headers.get('language') === 'TY' ? 'TY' : 'EN');
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const announcementsHandlers = [
  http.get(`${RELAY}MCSFE_getListAnnouncements`, async ({ request }) => {
    await record(request);
    const url = new URL(request.url);
    const types = new Set((url.searchParams.get('types') || 'B').split(','));
    const lang = language(request);
    const { notices, dismissed } = world.announcements;
    const value: ApiValue<'/wps/relay/MCSFE_getListAnnouncements'> = {};
    if (types.has('B')) value.banners = bannerFile(request.headers.get('language')).banners;
    if (types.has('PL')) {
      const pageNo = positive(url.searchParams.get('pageNo'), 1);
      const pageSize = positive(url.searchParams.get('pageSize'), 9);
      const all = liveNotices(notices, 'PL');
      value.player = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((n) => noticeView(n, lang));
      value.playerTotal = all.length;
    }
    if (types.has('PU')) {
      const hidden = world.loggedIn ? dismissed : [];
      value.popup = liveNotices(notices, 'PU')
        .filter((n) => !hidden.includes(n.id))
        .map((n) => noticeView(n, lang));
    }
    if (types.has('PR')) value.promotion = liveNotices(notices, 'PR').map((n) => noticeView(n, lang));
    if (types.has('H')) value.marquee = liveNotices(notices, 'H').map((n) => noticeView(n, lang));
    return answer('/wps/relay/MCSFE_getListAnnouncements', value);
  }),

  http.post(`${RELAY}MCSFE_dismissAnnouncement`, async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    if (!world.loggedIn) return fail(401, 'login.not.session', 'no session');
    const { id } = (await request.json()) as { id: number };
    if (!world.announcements.notices.some((n) => n.id === id)) return fail(404, 'announcement.not.found', 'no such announcement');
    if (!world.announcements.dismissed.includes(id)) world.announcements.dismissed.push(id);
    return answer('/wps/relay/MCSFE_dismissAnnouncement', { id, dismissed: true }, 'POST');
  }),
];
