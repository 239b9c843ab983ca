import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from '@/app/lazy-page';
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
