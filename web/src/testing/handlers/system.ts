import { http } from 'msw';
import { brandFile, countries, imageCdn, moduleMap } from '@/testing/fixtures';
import { answer, record } from '@/testing/handlers/envelope';
import { world } from '@/testing/world';

export const systemHandlers = [
  http.get('*/bff/bootstrap', async ({ request }) => {
    await record(request);
    return answer('/bff/bootstrap', {
      brand: world.brand,
      status: world.status,
      modules: world.modules ?? moduleMap(),
      whitelabel: brandFile.whitelabel,
      register: world.register,
      countries,
      imageCdn,
      session: {
        loggedIn: world.loggedIn,
        account: world.loggedIn ? world.member.account : null,
        accountType: world.loggedIn ? world.accountType : null,
        passwordChangeRequired: world.loggedIn && world.forcePasswordChange,
      },
      member: world.loggedIn ? { ...world.member, type: world.accountType } : null,
      balance: world.loggedIn ? world.balance : null,
      language: request.headers.get('Language') ?? world.brand.defaultLanguage,
      // The first screen's calls are answered by their own handlers here.
      preloaded: [],
    });
  }),
  http.put('*/bff/language', async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const { language } = (await request.json()) as { language: string };
    world.language = language;
    return answer('/bff/language', { language }, 'PUT');
  }),
];
