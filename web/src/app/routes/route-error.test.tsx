import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/app/routes/route-error';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

function Pages({ error }: { error: unknown }) {
  return useRoutes([
    { path: '/broken', element: <Broken error={error} /> },
    { path: '/fine', element: <h1>Fine</h1> },
  ]);
}

/** Outside the boundary, so it can still navigate while the error screen shows. */
function Navigation({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return null;
}

function renderBroken(error: unknown) {
  // React reports the error it caught on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let navigate: NavigateFunction = () => undefined;
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Navigation onNavigate={(next) => (navigate = next)} />
      <RouteErrorBoundary>
        <Pages error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  return { go: (to: string) => act(() => navigate(to)) };
}

describe('route errors', () => {
  it('shows the error screen in place of a page that fails, until the next navigation', async () => {
    const { go } = renderBroken(new Error('broken'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await go('/fine');
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('offers a reload when a page could not be loaded', () => {
    renderBroken(new ChunkLoadError(false));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
