import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, withChunkTimeout } from '@/app/lazy-page';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('fails with a timed-out ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined));
    const check = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('wraps a failed import', async () => {
    const error = await withChunkTimeout(() => Promise.reject(new Error('404'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ timedOut: false });
  });
});

describe('lazyPage', () => {
  const Page = ({ name }: { name: string }) => <p>page {name}</p>;

  it('suspends until its code is in, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="a" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('page a')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, when its code was preloaded', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="b" />
      </Suspense>,
    );
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
