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

/** What fetches a lazily loaded page's code ahead of its first render. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & Preloadable;

/**
 * React.lazy for one page group, with the chunk-load timeout. Once its code is in, the page
 * renders at once: React.lazy would suspend its first render even then, and React holds back
 * the content that replaces a fallback for up to 300 ms, so a page whose code came early
 * (preload, started with the bootstrap) would still wait that long.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= withChunkTimeout(load).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
