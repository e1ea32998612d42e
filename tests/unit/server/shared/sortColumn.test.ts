import { describe, expect, it } from 'vitest';
import { sortColumn } from '../../../../server/shared/sortColumn';

describe('Sortierspalte aus der Erlaubnisliste', () => {
  const spalten = { name: 'lower(name)', plz: 'plz' };

  it('nimmt einen erlaubten Schlüssel und sonst die Standardspalte', () => {
    expect(sortColumn(spalten, 'plz', 'name')).toBe('plz');
    expect(sortColumn(spalten, undefined, 'name')).toBe('lower(name)');
    expect(sortColumn(spalten, 'unbekannt', 'name')).toBe('lower(name)');
  });

  it('findet nichts aus Object.prototype', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf']) {
      expect(sortColumn(spalten, key, 'name'), key).toBe('lower(name)');
    }
  });
});
