import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gebauterStand, istVeraltet, quellenHash, STEMPEL_DATEI } from '../../../scripts/oberflaechenStand';

describe('npm start baut die Oberfläche neu, wenn ihre Quellen sich geändert haben', () => {
  let wurzel: string;
  const schreibe = (datei: string, inhalt: string) => {
    fs.mkdirSync(path.dirname(path.join(wurzel, datei)), { recursive: true });
    fs.writeFileSync(path.join(wurzel, datei), inhalt);
  };
  beforeEach(() => {
    wurzel = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stand-'));
    schreibe('index.html', '<div id="root"></div>');
    schreibe('src/main.tsx', 'render(<App />);');
    schreibe('src/kunde/Liste.tsx', 'export const Liste = 1;');
    schreibe('authProvider/login.ts', 'export const login = 1;');
    schreibe('package-lock.json', '{"lockfileVersion":3}');
    schreibe('vite.config.ts', 'export default {};');
  });
  afterEach(() => fs.rmSync(wurzel, { recursive: true, force: true }));

  it('entscheidet: kein Build, kein Stempel oder ein anderer Stempel heißt bauen', () => {
    expect(istVeraltet({ indexVorhanden: false, stempel: undefined }, 'abc')).toBe(true);
    expect(istVeraltet({ indexVorhanden: false, stempel: 'abc' }, 'abc')).toBe(true);
    expect(istVeraltet({ indexVorhanden: true, stempel: undefined }, 'abc')).toBe(true);
    expect(istVeraltet({ indexVorhanden: true, stempel: 'abd' }, 'abc')).toBe(true);
    expect(istVeraltet({ indexVorhanden: true, stempel: 'abc' }, 'abc')).toBe(false);
    expect(istVeraltet({ indexVorhanden: true, stempel: 'abc\n' }, 'abc')).toBe(false);
  });

  it('sieht jede geänderte, neue, umbenannte oder gelöschte Quelldatei, aber keine bloß neu geschriebene', () => {
    const stand = quellenHash(wurzel);
    expect(quellenHash(wurzel)).toBe(stand);

    // A checkout that rewrites a file unchanged (new mtime, same content) needs no build.
    const spaeter = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(wurzel, 'src/main.tsx'), spaeter, spaeter);
    expect(quellenHash(wurzel)).toBe(stand);

    // Outside the interface's sources: no build either.
    schreibe('server/app.ts', 'export {};');
    schreibe('README.md', '# Portal');
    schreibe(`dist/${STEMPEL_DATEI}`, stand);
    expect(quellenHash(wurzel)).toBe(stand);

    const aenderungen: (() => void)[] = [
      () => schreibe('src/kunde/Liste.tsx', 'export const Liste = 2;'),
      () => schreibe('src/kunde/Neu.tsx', 'export {};'),
      () => fs.renameSync(path.join(wurzel, 'src/kunde/Neu.tsx'), path.join(wurzel, 'src/kunde/Alt.tsx')),
      () => fs.rmSync(path.join(wurzel, 'src/kunde/Alt.tsx')),
      () => schreibe('authProvider/login.ts', 'export const login = 2;'),
      () => schreibe('index.html', '<div id="app"></div>'),
      () => schreibe('vite.config.ts', 'export default { base: "/" };'),
      () => schreibe('package-lock.json', '{"lockfileVersion":3,"packages":{}}'),
      () => schreibe('public/favicon.svg', '<svg/>'),
      () => schreibe('.env.production', 'VITE_X=1'),
    ];
    let vorher = quellenHash(wurzel);
    for (const aenderung of aenderungen) {
      aenderung();
      const nachher = quellenHash(wurzel);
      expect(nachher, aenderung.toString()).not.toBe(vorher);
      vorher = nachher;
    }
  });

  it('liest den Stand des Builds aus dist/: eine frische Kopie hat keinen, ein Build vor dem Stempel hat keinen Stempel', () => {
    const dist = path.join(wurzel, 'dist');
    expect(gebauterStand(dist)).toEqual({ indexVorhanden: false, stempel: undefined });
    schreibe('dist/index.html', '<html></html>');
    expect(gebauterStand(dist)).toEqual({ indexVorhanden: true, stempel: undefined });
    schreibe(`dist/${STEMPEL_DATEI}`, quellenHash(wurzel));
    expect(istVeraltet(gebauterStand(dist), quellenHash(wurzel))).toBe(false);
    schreibe('src/main.tsx', 'render(<App neu />);');
    expect(istVeraltet(gebauterStand(dist), quellenHash(wurzel))).toBe(true);
  });
});
