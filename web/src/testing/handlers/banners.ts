import { http } from 'msw';
import { announcements } from '@/testing/fixtures';
import { ok, record } from '@/testing/handlers/envelope';

export const bannersHandlers = [
  http.get('*/wps/relay/MCSFE_getListAnnouncements', async ({ request }) => {
    await record(request);
    return ok(announcements(request.headers.get('language')));
  }),
];
