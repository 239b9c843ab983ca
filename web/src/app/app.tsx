import { BrowserRouter, useRoutes } from 'react-router';
import { BootGate } from '@/app/boot-gate';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the site loads no data through its routes, so the data router would
 * only bring error elements and scroll restoration, at twice the router's weight in the first
 * load; src/app has both itself (RouteErrorBoundary, ScrollRestoration).
 */
export function App() {
  return (
    <AppProviders>
      <BootGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </BootGate>
    </AppProviders>
  );
}
