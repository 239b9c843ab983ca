import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, fromBootstrap, keepPreloaded, PRELOAD_MS, setRequestLanguage } from '@/lib/api-client';
import { server } from '@/testing/server';
import { XSRF } from '@/testing/world';

const captured: { headers?: Headers; credentials?: string } = {};

describe('apiRequest', () => {
  it('returns the value, sends Language but no XSRF header on GET', async () => {
    server.use(
      http.get('*/echo', ({ request }) => {
        captured.headers = request.headers;
        return HttpResponse.json({ success: true, value: { ok: 1 } });
      }),
    );
    setRequestLanguage('TY');
    await expect(apiRequest('/echo')).resolves.toEqual({ ok: 1 });
    expect(captured.headers?.get('language')).toBe('TY');
    expect(captured.headers?.get('x-xsrf-token')).toBeNull();
  });

  it('sends the XSRF cookie as X-XSRF-TOKEN and JSON on mutating calls', async () => {
    server.use(
      http.put('*/echo', async ({ request }) => {
        captured.headers = request.headers;
        return HttpResponse.json({ success: true, value: await request.json() });
      }),
    );
    await expect(apiRequest('/echo', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({ a: 1 });
    expect(captured.headers?.get('x-xsrf-token')).toBe(XSRF);
    expect(captured.headers?.get('content-type')).toBe('application/json');
  });

  it('tries once more when csrf.invalid came with a new XSRF cookie', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/guarded', ({ request }) => {
        const token = request.headers.get('x-xsrf-token');
        sent.push(token);
        if (token === 'session-token') return HttpResponse.json({ success: true, value: true });
        // As the BFF does: the refusal sets the token the session needs.
        document.cookie = 'XSRF-TOKEN=session-token; path=/';
        return HttpResponse.json({ success: false, errorCode: 'csrf.invalid', message: 'no' }, { status: 403 });
      }),
    );
    await expect(apiRequest('/guarded', { method: 'POST' })).resolves.toBe(true);
    expect(sent).toEqual([XSRF, 'session-token']);
  });

  it('does not try again when csrf.invalid left the XSRF cookie as it was', async () => {
    let calls = 0;
    server.use(
      http.post('*/guarded', () => {
        calls += 1;
        return HttpResponse.json({ success: false, errorCode: 'csrf.invalid', message: 'no' }, { status: 403 });
      }),
    );
    await expect(apiRequest('/guarded', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      errorCode: 'csrf.invalid',
    });
    expect(calls).toBe(1);
  });

  it('tries only once more, even when each refusal sets another cookie', async () => {
    let calls = 0;
    server.use(
      http.post('*/guarded', () => {
        calls += 1;
        document.cookie = `XSRF-TOKEN=other-${calls}; path=/`;
        return HttpResponse.json({ success: false, errorCode: 'csrf.invalid', message: 'no' }, { status: 403 });
      }),
    );
    await expect(apiRequest('/guarded', { method: 'POST' })).rejects.toMatchObject({ errorCode: 'csrf.invalid' });
    expect(calls).toBe(2);
  });

  it('throws an ApiError with status, code, message and field', async () => {
    server.use(
      http.get('*/bad', () =>
        HttpResponse.json(
          { success: false, errorCode: 'field.invalid', message: 'bad username', field: 'username' },
          { status: 400 },
        ),
      ),
    );
    const error = await apiRequest('/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'field.invalid', message: 'bad username', field: 'username' });
  });

  it('treats success:false with HTTP 200 as an error', async () => {
    server.use(http.get('*/soft', () => HttpResponse.json({ success: false, errorCode: 'x.y', message: 'no' })));
    await expect(apiRequest('/soft')).rejects.toMatchObject({ status: 200, errorCode: 'x.y' });
  });

  it('maps a body that is not an envelope to unknown.error', async () => {
    server.use(http.get('*/html', () => new HttpResponse('<html>oops</html>', { status: 500 })));
    await expect(apiRequest('/html')).rejects.toMatchObject({ status: 500, errorCode: 'unknown.error' });
  });

  it('maps a network failure to network.error', async () => {
    server.use(http.get('*/down', () => HttpResponse.error()));
    await expect(apiRequest('/down')).rejects.toMatchObject({ status: 0, errorCode: 'network.error' });
  });

  it('maps a timeout to network.timeout', async () => {
    server.use(
      http.get('*/slow', async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true, value: 1 });
      }),
    );
    await expect(apiRequest('/slow', { timeoutMs: 50 })).rejects.toMatchObject({ errorCode: 'network.timeout' });
  });
});

describe('answers the bootstrap preloaded', () => {
  const calls: string[] = [];
  const path = '/preloaded/list?types=B';
  const useEchoHandler = () =>
    server.use(
      http.get('*/preloaded/list', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ success: true, value: { from: 'network' } });
      }),
    );

  it('serve the first GET of their path in their language, once', async () => {
    calls.length = 0;
    useEchoHandler();
    setRequestLanguage('EN');
    keepPreloaded([{ path, value: { from: 'bootstrap' } }], 'EN');
    await expect(apiRequest(path)).resolves.toEqual({ from: 'bootstrap' });
    expect(calls).toEqual([]);
    await expect(apiRequest(path)).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('are not served for another query, another language or when too old', async () => {
    calls.length = 0;
    useEchoHandler();
    setRequestLanguage('EN');
    keepPreloaded([{ path, value: { from: 'bootstrap' } }], 'EN');
    await expect(apiRequest('/preloaded/list?types=H')).resolves.toEqual({ from: 'network' });

    keepPreloaded([{ path, value: { from: 'bootstrap' } }], 'TY');
    await expect(apiRequest(path)).resolves.toEqual({ from: 'network' });

    // Kept at a known instant, asked for just past the window (a tick between the two reads
    // of the real clock would otherwise move the window).
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now);
    keepPreloaded([{ path, value: { from: 'bootstrap' } }], 'EN');
    later.mockReturnValue(now + PRELOAD_MS + 1);
    try {
      await expect(apiRequest(path)).resolves.toEqual({ from: 'network' });
    } finally {
      later.mockRestore();
    }
    expect(calls).toHaveLength(3);
  });
});

describe('fromBootstrap', () => {
  it('gives a hook the answer as its first data, not asked again at mount, in the language only', () => {
    setRequestLanguage('EN');
    keepPreloaded([{ path: '/first/screen', value: { list: [1, 2] } }], 'EN');
    expect(fromBootstrap('/first/screen')).toEqual({ fallbackData: { list: [1, 2] }, revalidateOnMount: false });
    expect(fromBootstrap('/first/screen', (value: { list: number[] }) => value.list)).toEqual({
      fallbackData: [1, 2],
      revalidateOnMount: false,
    });
    expect(fromBootstrap('/first/screen?other=1')).toEqual({});
    setRequestLanguage('TY');
    expect(fromBootstrap('/first/screen')).toEqual({});
  });
});
