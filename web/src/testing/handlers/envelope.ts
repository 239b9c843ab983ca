import { HttpResponse } from 'msw';
import { world, XSRF } from '@/testing/world';
import type { ApiPath, ApiValue, HttpMethod } from '@/types/api';

const ok = (value: unknown) => HttpResponse.json({ success: true, value });

/**
 * The success envelope of `method` (GET by default) on `path`: the value must have the type
 * the OpenAPI document gives that answer, so a handler drifting from the BFF fails tsc.
 */
export const answer = <P extends ApiPath, M extends HttpMethod = 'GET'>(_path: P, value: ApiValue<P, M>, _method?: M) =>
  ok(value);

export const fail = (status: number, errorCode: string, message: string, field?: string, value?: unknown) =>
  HttpResponse.json(
    { success: false, errorCode, message, ...(field ? { field } : {}), ...(value === undefined ? {} : { value }) },
    { status },
  );

/** Records the call and answers csrf.invalid, as the BFF does, when the XSRF header is wrong. */
export async function record(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  let body: unknown = null;
  if (request.method !== 'GET') {
    const text = await request.clone().text();
    body = text ? (JSON.parse(text) as unknown) : null;
  }
  world.calls.push({
    method: request.method,
    path: url.pathname + url.search,
    headers: Object.fromEntries(request.headers.entries()),
    body,
  });
  if (request.method !== 'GET' && request.headers.get('x-xsrf-token') !== XSRF) {
    return fail(403, 'csrf.invalid', 'missing or wrong X-XSRF-TOKEN');
  }
  return null;
}
