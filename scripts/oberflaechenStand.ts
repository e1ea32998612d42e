import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the built interface is made of: every file Vite reads for `vite build` (the three source trees, the page,
 * the build configuration, the locked dependencies, environment files). A `git pull` that changes any of them
 * makes the build in dist/ stale.
 */
const QUELLEN = [
  'src',
  'authProvider',
  'dataProvider',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.browser.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Beside the build in dist/; a dot file, so the server's static files leave it out. */
export const STEMPEL_DATEI = '.quellen-sha256';

/**
 * SHA-256 over the names and contents of the sources below `wurzel`. Contents, not modification times: a
 * checkout that rewrites files unchanged does not force a build, a changed file always does.
 */
export function quellenHash(wurzel: string, quellen: readonly string[] = QUELLEN): string {
  const hash = createHash('sha256');
  const lies = (relativ: string) => {
    const voll = path.join(wurzel, relativ);
    const info = fs.statSync(voll, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of fs.readdirSync(voll).sort()) lies(path.posix.join(relativ, name));
    } else {
      hash.update(`${relativ}\0${info.size}\0`).update(fs.readFileSync(voll)).update('\0');
    }
  };
  for (const quelle of quellen) lies(quelle);
  return hash.digest('hex');
}

/** The build in dist/ is missing, predates the stamp, or was made from other sources: build again. */
export function istVeraltet(build: { indexVorhanden: boolean; stempel: string | undefined }, aktuelleQuellen: string): boolean {
  return !build.indexVorhanden || build.stempel?.trim() !== aktuelleQuellen;
}

/** The state of the build in `distDir` (its entry `einstieg`), for `istVeraltet`. */
export function gebauterStand(distDir: string, einstieg = 'index.html'): { indexVorhanden: boolean; stempel: string | undefined } {
  const stempel = path.join(distDir, STEMPEL_DATEI);
  return {
    indexVorhanden: fs.existsSync(path.join(distDir, einstieg)),
    stempel: fs.existsSync(stempel) ? fs.readFileSync(stempel, 'utf8') : undefined,
  };
}
