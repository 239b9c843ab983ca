import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** A page's code failed to load, or took longer than the chunk timeout (SPEC.md section 8). */
export class ChunkLoadError extends Error {
  readonly timedOut: boolean;
  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? 'chunk load timed out' : 'chunk load failed', { cause });
    this.name = 'ChunkLoadError';
    this.timedOut = timedOut;
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(false, error));
      },
    );
  });
}

/** React.lazy for one page group, with the chunk-load timeout. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}
