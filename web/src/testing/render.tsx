import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { BootGate } from '@/app/boot-gate';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/** Renders a router below the providers and the boot gate, with a fresh SWR cache. */
function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders cache={() => new Map()}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </AppProviders>,
  );
  return { ...utils, router, user };
}

/** Renders the whole app at a route, with a fresh SWR cache. */
export const renderApp = (route = '/') => renderRouter(createMemoryRouter(routes, { initialEntries: [route] }));

/** Renders a component below the providers and the boot gate (bootstrap from the world). */
export const renderWithBoot = (ui: ReactNode, route = '/') => renderRouter(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] }));

/** Waits until the shell has rendered (the bootstrap answered). */
export const findHeader = () => screen.findByRole('banner');

/** The whole app at home, the member centre opened from the header at one of its pages. */
export async function openMemberCentre(menu: string) {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Member Center' }));
  const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
  await rendered.user.click(within(dialog).getByRole('button', { name: menu }));
  return { ...rendered, header, dialog };
}

/** Makes media queries with max-width match, as on a phone. */
export function setPhoneViewport() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
