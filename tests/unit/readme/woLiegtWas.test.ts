import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WURZEL = path.resolve(__dirname, '../../..');

/** The README's "Wo liegt was" section, up to the next heading or paragraph after its tables. */
function abschnitt(): string {
  const readme = fs.readFileSync(path.join(WURZEL, 'README.md'), 'utf8');
  const beginn = readme.indexOf('### Wo liegt was');
  expect(beginn, 'README.md hat keinen Abschnitt „Wo liegt was“').toBeGreaterThan(-1);
  const ende = readme.indexOf('Die Grenzen prüft', beginn);
  return readme.slice(beginn, ende === -1 ? undefined : ende);
}

/** Every `src/…`, `server/…` or `tests/…` path in a table row of the section. */
function pfade(text: string): string[] {
  const zeilen = text.split('\n').filter((z) => z.startsWith('|'));
  return [...new Set(zeilen.flatMap((z) => [...z.matchAll(/`((?:src|server|tests)\/[^`\s]*)`/g)].map((m) => m[1]!)))];
}

describe('„Wo liegt was“ in README.md', () => {
  const text = abschnitt();

  it('nennt jedes Fachthema, nach dem ein Neuling fragt', () => {
    for (const thema of ['Ausschreibung anlegen', 'Angebot abgeben', 'Angebote freigeben', 'Zuschlag', 'Bieterfragen', 'Vergabevermerk', 'Stillhaltefrist', 'Lastgang', 'Auktion', 'Dokumente', 'Kunde sperren', 'CSV-Export', 'Sitzungen', 'Zweite Faktoren', 'Registrierung', 'Dashboard', 'Historie', 'Protokoll']) {
      expect(text).toContain(thema);
    }
  });

  it('nennt nur Pfade, die es gibt: Ordner mit „/“ am Ende, sonst Dateien', () => {
    const liste = pfade(text);
    expect(liste.length).toBeGreaterThan(30);
    const fehlend = liste.filter((p) => {
      const ziel = path.join(WURZEL, p);
      if (!fs.existsSync(ziel)) return true;
      return p.endsWith('/') ? !fs.statSync(ziel).isDirectory() : !fs.statSync(ziel).isFile();
    });
    expect(fehlend).toEqual([]);
  });
});
