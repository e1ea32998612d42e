import { getAccessToken } from '../auth';
import { buildUrl, isOwnApiUrl } from './apiBase';
import { checkApiVersion } from './apiVersion';
import { errorFromResponse } from './errors';
import { readXsrfToken } from './xsrf';
import { API_VERSION_HEADER } from '../../../domain/apiVersion';
import { XSRF_HEADER } from '../../../domain/auth';
import { DATEI_KODIERUNGEN, type Dokument } from '../../../domain/dokumente';

export const VERBINDUNG_FEHLGESCHLAGEN = 'Die Datei konnte nicht übertragen werden. Bitte prüfen Sie Ihre Verbindung.';

export interface SendeOptionen {
  /** share of the bytes sent, 0 to 1 */
  onFortschritt?: (anteil: number) => void;
  signal?: AbortSignal;
  /** the caller's own headers (SPEC.md section 3, 'custom headers'); they cannot replace the client's own */
  kopfzeilen?: Readonly<Record<string, string>>;
}

// Sign-in, XSRF echo and the file's description are the client's: a custom header must not replace or double them.
const EIGENE_KOPFZEILEN = new Set(['accept', 'authorization', 'content-type', 'x-file-name', 'x-file-size', 'x-file-encoding', XSRF_HEADER.toLowerCase()]);

/**
 * Sends one file as the raw request body (DESIGN.md section 7, 'Files'). XMLHttpRequest, because fetch
 * reports no upload progress; token, XSRF echo, version check and error mapping are the HTTP client's.
 * Rejects with an AbortError when aborted, with HttpError/ModelStateError when the server refuses.
 */
export async function sendeDatei<T = Dokument>(url: string, datei: File, contentType: string, optionen: SendeOptionen = {}): Promise<T> {
  const token = await getAccessToken();
  const xsrf = isOwnApiUrl(url) ? readXsrfToken() : null;
  return new Promise((resolve, reject) => {
    const abgebrochen = () => reject(new DOMException('Das Hochladen wurde abgebrochen.', 'AbortError'));
    if (optionen.signal?.aborted) return abgebrochen();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(url));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(datei.name));
    xhr.setRequestHeader('X-File-Size', String(datei.size));
    xhr.setRequestHeader('X-File-Encoding', DATEI_KODIERUNGEN[0]);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    for (const [name, wert] of Object.entries(optionen.kopfzeilen ?? {})) {
      if (!EIGENE_KOPFZEILEN.has(name.toLowerCase())) xhr.setRequestHeader(name, wert);
    }
    xhr.upload.onprogress = (e) => optionen.onFortschritt?.(e.loaded / (e.lengthComputable && e.total ? e.total : datei.size || 1));
    xhr.onload = () => {
      checkApiVersion(xhr.getResponseHeader(API_VERSION_HEADER));
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as T);
        return;
      }
      const antwort = new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText });
      void errorFromResponse(antwort).then(reject, reject);
    };
    xhr.onerror = () => reject(new Error(VERBINDUNG_FEHLGESCHLAGEN));
    xhr.onabort = abgebrochen;
    optionen.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(datei);
  });
}
