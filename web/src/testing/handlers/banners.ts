import { http } from 'msw';
import { announcements } from '@/testing/fixtures';
import { answer, record } from '@/testing/handlers/envelope';

export const bannersHandlers = [
  http.get('*/wps/relay/MCSFE_getListAnnouncements', async ({ request }) => {
    await record(request);
    return answer('/wps/relay/MCSFE_getListAnnouncements', announcements(request.headers.get('language')));
  }),
];
