import { API_VERSION_HEADER } from '../../../domain/apiVersion';
import { XSRF_HEADER } from '../../../domain/auth';
import { buildUrl, isOwnApiUrl, type Query } from './apiBase';
import { checkApiVersion } from './apiVersion';
import { readXsrfToken } from './xsrf';

export interface FetchApiOptions {
  method?: string;
  query?: Query;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The single place that calls `fetch`. It knows nothing about sign-in, so the sign-in code can use it
 * without a dependency cycle; httpClient.ts adds the Bearer token, retries and error mapping on top.
 * - non-GET/HEAD calls to our own API echo the XSRF cookie (foreign origins must never see it),
 * - every answer's `x-anis` header is compared with our API version.
 */
export async function fetchApi(url: string, options: FetchApiOptions = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!SAFE_METHODS.has(method) && isOwnApiUrl(url) && !headers.has(XSRF_HEADER)) {
    const token = readXsrfToken();
    if (token) headers.set(XSRF_HEADER, token);
  }
  const response = await fetch(buildUrl(url, options.query), {
    method,
    headers,
    body: options.body ?? null,
    signal: options.signal ?? null,
    credentials: 'same-origin',
  });
  checkApiVersion(response.headers.get(API_VERSION_HEADER));
  return response;
}
