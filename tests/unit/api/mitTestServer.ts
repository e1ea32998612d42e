import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl } from '../../../src/api/http/apiBase';
import { startTestServer, type TestServer } from './testServer';

/**
 * The test server for a file of API tests: started before the file with the API pointed at it, closed after.
 * Before each test the requests seen so far are forgotten and the browser holds an XSRF cookie, as after the
 * first page load. Call it at the top of the file; the server is there from the first test on.
 */
export function mitTestServer(): TestServer {
  let server: TestServer | undefined;
  const laufend = () => {
    if (!server) throw new Error('Der Testserver läuft erst ab beforeAll.');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
    setApiBaseUrl(server.url);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    laufend().requests.length = 0;
    document.cookie = 'XSRF-TOKEN=nonce.mac';
  });
  return {
    get url() {
      return laufend().url;
    },
    get requests() {
      return laufend().requests;
    },
    handle: (handler) => laufend().handle(handler),
    close: () => laufend().close(),
  };
}
