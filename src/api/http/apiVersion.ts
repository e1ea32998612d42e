import { API_VERSION } from '../../../domain/apiVersion';

/** Called with the server's version when it differs from the version this bundle was built for. */
export type ApiVersionMismatchHandler = (serverVersion: string, clientVersion: string) => void;

const handlers = new Set<ApiVersionMismatchHandler>();
const reported = new Set<string>();

/**
 * Registers what happens after a new deployment (the UI asks 'Die Anwendung befindet sich nicht mehr auf dem
 * aktuellen Stand…' and reloads). Returns a function that removes the handler again.
 */
export function onApiVersionMismatch(handler: ApiVersionMismatchHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/**
 * Compares the `x-anis` answer header with our own version. Each differing server version is reported once:
 * one deployment should lead to one question, not one per parallel request. Answers without the header
 * (a proxy's error page, a foreign origin) say nothing about the deployment.
 */
export function checkApiVersion(serverVersion: string | null): void {
  if (serverVersion === null || serverVersion === API_VERSION || reported.has(serverVersion)) return;
  reported.add(serverVersion);
  for (const handler of handlers) handler(serverVersion, API_VERSION);
}
