import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/i18n/de';

type Baum = { [k: string]: string | Baum };
const blaetter = (baum: Baum, pfad = ''): string[] =>
  Object.entries(baum).flatMap(([k, v]) => (typeof v === 'string' ? [pfad + k] : blaetter(v, `${pfad}${k}.`)));
const bekannt = new Set(blaetter(de as unknown as Baum));
// A comment may name a whole namespace (`resources.kunde.fields`).
const gibtEs = (schluessel: string) => bekannt.has(schluessel) || [...bekannt].some((b) => b.startsWith(`${schluessel}.`));

const dateien = (ordner: string): string[] =>
  fs.readdirSync(ordner, { withFileTypes: true }).flatMap((e) => {
    const pfad = path.join(ordner, e.name);
    return e.isDirectory() ? dateien(pfad) : /\.tsx?$/.test(e.name) ? [pfad] : [];
  });

describe('Schlüssel der deutschen Texte im Quelltext', () => {
  it('findet jeden Schlüssel, den eine Oberfläche nennt, in de.ts', () => {
    // The provider allows missing keys (it shows the key itself), so a misspelt label would reach the screen as
    // "portal.personen.anlgen": every key written out in src/ must name a German text.
    const genannt = dateien(path.resolve('src')).flatMap((datei) =>
      [...fs.readFileSync(datei, 'utf8').matchAll(/['"`]((?:portal|resources|ra)\.[\w./-]+)['"`]/g)].map((t) => ({ datei, schluessel: t[1]! })),
    );
    const fehlend = genannt.filter(({ schluessel }) => !gibtEs(schluessel)).map(({ datei, schluessel }) => `${path.relative('src', datei)}: ${schluessel}`);
    expect(genannt.length).toBeGreaterThan(50);
    expect(fehlend).toEqual([]);
  });
});
