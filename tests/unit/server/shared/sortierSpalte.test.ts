import { describe, expect, it } from 'vitest';
import { sortierSpalte } from '../../../../server/shared/sortierSpalte';

describe('Sortierspalte aus der Erlaubnisliste', () => {
  const spalten = { name: 'lower(name)', plz: 'plz' };

  it('nimmt einen erlaubten Schlüssel und sonst die Standardspalte', () => {
    expect(sortierSpalte(spalten, 'plz', 'name')).toBe('plz');
    expect(sortierSpalte(spalten, undefined, 'name')).toBe('lower(name)');
    expect(sortierSpalte(spalten, 'unbekannt', 'name')).toBe('lower(name)');
  });

  it('findet nichts aus Object.prototype', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf']) {
      expect(sortierSpalte(spalten, key, 'name'), key).toBe('lower(name)');
    }
  });
});
