import { RouterProvider, createBrowserRouter } from 'react-router';
import { BootGate } from '@/app/boot-gate';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </AppProviders>
  );
}
