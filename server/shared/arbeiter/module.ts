/**
 * Every module whose exports run in the worker pool, by path below server/ without extension. The server's build
 * (scripts/baueServer.ts) makes each an entry of its own beside main.js, so a worker thread loads plain JavaScript.
 */
export const ARBEITER_MODULE = ['lastgang/dateiPruefen', 'vergabe/pdf.worker', 'auktion/protokoll.worker', 'ausschreibung/lieferstellenMappe.worker', 'zulassung/pdf.worker'] as const;
export type ArbeiterModul = (typeof ARBEITER_MODULE)[number];

const HIER = import.meta.url;
/**
 * Built, this code lies in dist-server/main.js (the build bundles each entry whole, without shared chunks), and the
 * worker modules beside it as .js; run from the sources (tests, `npm run dev`), it is server/shared/arbeiter/module.ts
 * and a worker thread needs tsx to load TypeScript.
 */
export const AUS_DEM_BUILD = HIER.endsWith('.js');

/** Where the worker module lies, built or as source. */
export const arbeiterModul = (modul: ArbeiterModul): URL => (AUS_DEM_BUILD ? new URL(`./${modul}.js`, HIER) : new URL(`../../${modul}.ts`, HIER));
