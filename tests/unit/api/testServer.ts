import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION, API_VERSION_HEADER } from '../../../domain/apiVersion';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** path and query */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** form fields of an x-www-form-urlencoded body */
  form: URLSearchParams;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  /** replaces how the server answers; unmatched requests get 404 */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 with a random port: the client code runs its real fetch, headers and
 * bodies against it, and the tests look at what arrived.
 */
export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = (_request, response) => sendJson(response, 404, { message: 'nicht gefunden' });
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        form: new URLSearchParams(body),
      };
      requests.push(seen);
      Promise.resolve(handler(seen, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers like the portal's server: JSON with the current API version header unless told otherwise. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', [API_VERSION_HEADER]: API_VERSION, ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export function sendEmpty(response: ServerResponse, status = 204, headers: Record<string, string> = {}): void {
  response.writeHead(status, { [API_VERSION_HEADER]: API_VERSION, ...headers });
  response.end();
}
