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

describe('GEBOT_BESTAETIGEN_AB_PROZENT', () => {
  it('ist 10 % und lässt sich mit bis zu zwei Nachkommastellen setzen', () => {
    expect(loadConfig({}).gebotBestaetigenAbProzent).toBe(10);
    expect(loadConfig({ GEBOT_BESTAETIGEN_AB_PROZENT: '7.5' }).gebotBestaetigenAbProzent).toBe(7.5);
    expect(loadConfig({ GEBOT_BESTAETIGEN_AB_PROZENT: '25' }).gebotBestaetigenAbProzent).toBe(25);
  });

  it('bricht bei einem Wert ab, der keine Grenze wäre, statt Gebote ungeprüft zu lassen', () => {
    for (const wert of ['0', '100', '7,5', '-5', '10 %', '1.234', 'zehn']) {
      expect(() => loadConfig({ GEBOT_BESTAETIGEN_AB_PROZENT: wert })).toThrow(`nicht „${wert}“.`);
    }
  });
});
