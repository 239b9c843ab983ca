/** GET /wps/system/helpCenter in the request's language (`language` query, else the Language header). */
import { http } from 'msw';
import { answer, record } from '@/testing/handlers/envelope';
import { helpCenter } from '@/testing/help-fixtures';

export const helpHandlers = [
  http.get('*/wps/system/helpCenter', async ({ request }) => {
    await record(request);
    const language = new URL(request.url).searchParams.get('language') || request.headers.get('language');
    return answer('/wps/system/helpCenter', helpCenter(language));
  }),
];
