// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dokumenteApi } from '../../../src/api/dokumente';
import { sendJson } from './testServer';
import { mitTestServer } from './mitTestServer';

const server = mitTestServer();

describe('Dokumente einer Ausschreibung', () => {
  it('listet sie, lädt eines mit seinem Namen herunter und nennt das Ziel eines Uploads', async () => {
    server.handle((r, response) => {
      if (r.method === 'GET') return sendJson(response, 200, [{ id: 4, name: 'Vollmacht.pdf' }]);
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Vollmacht.pdf"' });
      response.end('%PDF');
    });
    expect(await dokumenteApi.liste(12)).toEqual([{ id: 4, name: 'Vollmacht.pdf' }]);
    const datei = await dokumenteApi.herunterladen(4);
    expect(datei.fileName).toBe('Vollmacht.pdf');
    expect(await datei.blob.text()).toBe('%PDF');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/ausschreibung/12/dokumente', 'POST /api/Download?blobId=4']);
    expect(server.requests[1]!.headers['content-type']).toBe('application/json');
    expect(server.requests[1]!.body).toBe('');
    expect(dokumenteApi.hochladenUrl(12)).toBe('/api/upload/ausschreibung/12');
  });
});
