import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('API_DOCS', () => {
  it('ist in Produktion nur für Administratoren, sonst öffentlich, und lässt sich setzen', () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig({ API_DOCS: 'admin' }).apiDocs).toBe('admin');
  });

  it('bricht bei einem unbekannten Wert den Start ab, statt die Beschreibung still zu öffnen', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', API_DOCS: 'Admin' })).toThrow('API_DOCS muss public, admin oder off sein, nicht „Admin“.');
  });
});
