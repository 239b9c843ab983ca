import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { BootGate } from '@/app/boot-gate';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/** The rendered router from outside: where it is now, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

interface Rendered {
  location?: Location;
  navigate?: NavigateFunction;
}

/** The routes, telling the test where the router is after each render. */
function Routes({ routes: table, onRender }: { routes: RouteObject[]; onRender: (rendered: Rendered) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender({ location, navigate }));
  return useRoutes(table);
}

/** Renders routes below the providers and the boot gate, with a fresh SWR cache. */
function renderRouter(table: RouteObject[], route: string) {
  const user = userEvent.setup({ delay: null });
  let current: Rendered = {};
  const utils = render(
    <AppProviders cache={() => new Map()}>
      <BootGate>
        {/* Navigations commit at once, not as transitions as in the app: a test reads where
            the router is right after the click that moved it (router.state). */}
        <MemoryRouter initialEntries={[route]} useTransitions={false}>
          <Routes
            routes={table}
            onRender={(rendered) => {
              current = rendered;
            }}
          />
        </MemoryRouter>
      </BootGate>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!current.location) throw new Error('the router has not rendered yet');
        return current.location;
      },
    },
    navigate: async (to) => {
      if (!current.navigate) throw new Error('the router has not rendered yet');
      await current.navigate(to);
    },
  };
  return { ...utils, router, user };
}

/** Renders the whole app at a route, with a fresh SWR cache. */
export const renderApp = (route = '/') => renderRouter(routes, route);

/** Renders a component below the providers and the boot gate (bootstrap from the world). */
export const renderWithBoot = (ui: ReactNode, route = '/') => renderRouter([{ path: '*', element: ui }], route);

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
