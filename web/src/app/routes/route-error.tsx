import { useRouteError } from 'react-router';
import { ChunkLoadError } from '@/app/lazy-page';
import { AppErrorScreen } from '@/features/system/components/app-error-screen';
import { ChunkErrorScreen } from '@/features/system/components/chunk-error-screen';

/** Route error element: a chunk that did not load, or any other rendering failure. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkErrorScreen timedOut={error.timedOut} />;
  return <AppErrorScreen />;
}
