import { getAuthentifizierung } from '../auth/authStore';
import { getAccessToken, logout, refresh } from '../auth/session';
import type { Query } from './apiBase';
import { fileNameFromContentDisposition } from './contentDisposition';
import { errorFromResponse, HttpError } from './errors';
import { fetchApi } from './fetchApi';

export type ResponseType = 'json' | 'blob' | 'none';

export interface RequestOptions {
  method?: string;
  query?: Query;
  /** JSON-encoded unless it is binary (Blob/File, ArrayBuffer, typed array, FormData), which is sent as is */
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  signal?: AbortSignal;
}

/** SPEC.md section 9: on 401 the call is retried after 500 ms, at most 3 times. */
export const RETRY_DELAY_MS = 500;
export const MAX_401_RETRIES = 3;

/**
 * The one HTTP client for every API call. Adds the Bearer token when signed in, echoes XSRF and checks the
 * API version (fetchApi.ts), and turns answers into values or errors:
 * 2xx → the JSON (undefined for 204 or an empty body), 400 → ModelStateError, anything else → HttpError
 * ('status statusText'). A 401 on a signed-in call refreshes the token and retries; when that does not
 * help, the user is signed out and the 401 is thrown (react-admin's checkError then goes to the login page).
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options);
  const responseType = options.responseType ?? 'json';
  if (responseType === 'none' || response.status === 204) {
    await response.body?.cancel();
    return undefined as T;
  }
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export interface Download {
  blob: Blob;
  /** from Content-Disposition; null when the server named no file */
  fileName: string | null;
}

/**
 * A file answer such as POST /api/Download?blobId=… or an export: the body as binary, the name from the
 * Content-Disposition header. Defaults to POST with a JSON body; GET files (the CSV) pass method and query.
 */
export async function download(
  url: string,
  body?: unknown,
  { onProgress, ...options }: Omit<RequestOptions, 'body' | 'responseType'> & { onProgress?: DownloadProgress } = {},
): Promise<Download> {
  const response = await send(url, { method: 'POST', ...options, body, responseType: 'blob' });
  try {
    return {
      blob: onProgress ? await readWithProgress(response, onProgress) : await response.blob(),
      fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
    };
  } catch (error) {
    // The answer began and broke off: the connection dropped, or the server cut a stream it could not finish
    // consistently (a Lastgang replaced during its tender's export). The user learns the file is incomplete.
    if (options.signal?.aborted) throw error;
    throw new HttpError(`${response.status} ${DOWNLOAD_ABGEBROCHEN}`, response.status, { message: DOWNLOAD_ABGEBROCHEN });
  }
}

export const DOWNLOAD_ABGEBROCHEN = 'Der Download brach ab, bevor die Datei vollständig war. Bitte laden Sie sie erneut herunter.';

/** Bytes received so far, and the total when the server announced one (a streamed export does not). */
export type DownloadProgress = (received: number, total: number | null) => void;

async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    received += part.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(parts as BlobPart[], { type });
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const { body, contentType } = encodeBody(options.body);
  for (let retry = 0; ; retry++) {
    const token = await getAccessToken();
    const headers: Record<string, string> = {
      accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...options.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const response = await fetchApi(url, { method: options.method, query: options.query, body, headers, signal: options.signal });
    if (response.ok) return response;
    // Without a token there is nothing to refresh: a 401 then simply means "sign in first".
    if (response.status !== 401 || token === null) throw await errorFromResponse(response);

    const error = await errorFromResponse(response);
    if (retry === MAX_401_RETRIES) {
      await logout();
      throw error;
    }
    // Only refresh when nobody did since this call started; parallel 401s then cost a single refresh.
    if (getAuthentifizierung()?.access_token === token) {
      const result = await refresh();
      // The refresh ended the session (and signed out): retrying cannot succeed any more.
      if (result.kind !== 'refreshed') throw error;
    }
    await delay(RETRY_DELAY_MS, options.signal);
  }
}

function encodeBody(body: unknown): { body: BodyInit | null; contentType?: string } {
  if (body === undefined) return { body: null };
  if (isBinary(body)) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function isBinary(body: unknown): body is BodyInit {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
