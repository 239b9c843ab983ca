import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { ApiBody, ApiPath, ApiValue, Envelope, HttpMethod, MethodOf } from '@/types/api';

/** Error codes the client makes itself (the others come from the server, contract section 2). */
export const CLIENT_ERRORS = {
  network: 'network.error',
  timeout: 'network.timeout',
  unknown: 'unknown.error',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly field: string | undefined;
  readonly value: unknown;

  constructor(opts: { status: number; errorCode: string; message?: string; field?: string; value?: unknown }) {
    super(opts.message ?? opts.errorCode);
    this.name = 'ApiError';
    this.status = opts.status;
    this.errorCode = opts.errorCode;
    this.field = opts.field;
    this.value = opts.value;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type ApiErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Hears every failed call (a 401 session loss, a trial account refused, maintenance...), so
 * one place can react wherever the call was made. Returns the unsubscribe function.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function raise(error: ApiError, silent: boolean | undefined): never {
  if (!silent) for (const listener of errorListeners) listener(error);
  throw error;
}

let languageCode: string | null = null;

/** The brand language code sent as the `Language` header (EN, TY, ...). */
export function setRequestLanguage(code: string | null): void {
  languageCode = code;
}

export function getRequestLanguage(): string | null {
  return languageCode;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not tell the onApiError listeners (logout: a dead session is the expected answer). */
  silent?: boolean;
}

/** Options of a call to a path of the OpenAPI document: the body is typed by path and method. */
export type TypedRequestOptions<P extends ApiPath, M extends MethodOf<P>> = Omit<RequestOptions, 'method' | 'body'> &
  ('GET' extends M ? { method?: M } : { method: M }) &
  ([ApiBody<P, M>] extends [never] ? { body?: never } : { body: ApiBody<P, M> });

/**
 * Calls the BFF (same origin) and returns the envelope's value, or throws an ApiError.
 * Given a path of the OpenAPI document, the value and body types follow from path and method;
 * a path with a query string names its value type: `apiRequest<ApiValue<'/wps/...'>>(url)`.
 */
export function apiRequest<P extends ApiPath, M extends MethodOf<P> = 'GET' & MethodOf<P>>(
  path: P,
  options?: TypedRequestOptions<P, M>,
): Promise<ApiValue<P, M>>;
export function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const early = takePreloaded(path);
    if (early) return Promise.resolve(early.value as T);
  }
  return send<T>(path, options, true);
}

interface Preload {
  value: unknown;
  language: string;
  at: number;
  served: boolean;
}

/** Answers the bootstrap brought along for the first screen's calls, by path and query. */
const preloads = new Map<string, Preload>();
/** A preloaded answer older than this is not served: the call goes out for a fresh one. */
export const PRELOAD_MS = 30_000;

/**
 * Keeps the answers a bootstrap read in `language` for the calls of the first screen, each
 * for exactly its path: usable while the requests go in that language, for PRELOAD_MS.
 */
export function keepPreloaded(entries: readonly { path: string; value: unknown }[], language: string): void {
  preloads.clear();
  const at = Date.now();
  for (const { path, value } of entries) preloads.set(path, { value, language, at, served: false });
}

function inLanguage(path: string): Preload | undefined {
  const found = preloads.get(path);
  return found && found.language === languageCode ? found : undefined;
}

/**
 * SWR options that draw a first-screen call from the bootstrap's answer while the requests go
 * in its language: that answer is the hook's data from the first render, and is not asked for
 * again at mount (it was read a moment ago); a refresh, a retry or another language asks.
 */
export function fromBootstrap<V, T = V>(
  path: string,
  pick?: (value: V) => T,
): { fallbackData?: T; revalidateOnMount?: boolean } {
  const found = inLanguage(path);
  if (!found) return {};
  const value = found.value as V;
  return { fallbackData: pick ? pick(value) : (value as unknown as T), revalidateOnMount: false };
}

/** The preloaded answer, for the first GET of its path only: every later call goes out. */
function takePreloaded(path: string): Preload | undefined {
  const found = inLanguage(path);
  if (!found || found.served || Date.now() - found.at > PRELOAD_MS) return undefined;
  found.served = true;
  return found;
}

async function send<T>(path: string, options: RequestOptions, mayRetry: boolean): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (languageCode) headers.set('Language', languageCode);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  // Read at every call, never kept: the BFF binds the token to the session and changes it
  // at login and logout.
  const xsrf = MUTATING.has(method) ? readCookie('XSRF-TOKEN') : null;
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  // Same origin: resolved against the page, so it is absolute for every fetch implementation.
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.href).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) raise(new ApiError({ status: 0, errorCode: CLIENT_ERRORS.timeout }), options.silent);
    if (options.signal?.aborted) throw cause;
    raise(new ApiError({ status: 0, errorCode: CLIENT_ERRORS.network }), options.silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    raise(new ApiError({ status: response.status, errorCode: CLIENT_ERRORS.unknown }), options.silent);
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    raise(new ApiError({ status: response.status, errorCode: CLIENT_ERRORS.unknown }), options.silent);
  }
  if (!response.ok || !envelope.success) {
    const failure = envelope.success ? undefined : envelope;
    // csrf.invalid is answered before anything is done, with the token the session needs:
    // when it differs from the one sent (none yet, or the session changed while this call
    // was on its way, e.g. a login answered meanwhile), one more try with it.
    if (mayRetry && MUTATING.has(method) && failure?.errorCode === 'csrf.invalid') {
      const renewed = readCookie('XSRF-TOKEN');
      if (renewed && renewed !== xsrf) return send<T>(path, options, false);
    }
    raise(
      new ApiError({
        status: response.status,
        errorCode: failure?.errorCode ?? CLIENT_ERRORS.unknown,
        message: failure?.message,
        field: failure?.field,
        value: failure?.value,
      }),
      options.silent,
    );
  }
  return envelope.value;
}

/** SWR fetcher: the key is the path. */
export const fetcher = <T>(key: string | readonly [string, ...unknown[]]): Promise<T> =>
  apiRequest<T>(typeof key === 'string' ? key : key[0]);
