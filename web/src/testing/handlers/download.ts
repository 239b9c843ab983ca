/** GET /wps/system/domainRoute: the brand's other addresses with their speed. */
import { http } from 'msw';
import { answer, record } from '@/testing/handlers/envelope';
import { domainRoutes } from '@/testing/help-fixtures';

export const downloadHandlers = [
  http.get('*/wps/system/domainRoute', async ({ request }) => {
    await record(request);
    return answer('/wps/system/domainRoute', domainRoutes());
  }),
];
