import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Regelverletzung } from '../shared/errors';

export const UNZULAESSIGES_ZEICHEN = 'Das Feld enthält ein unzulässiges Zeichen.';
export const ZU_TIEF_VERSCHACHTELT = 'Die Anfrage ist zu tief verschachtelt.';

/**
 * How deep a body may nest: no form goes beyond a handful of levels (a tender's Lieferstelle is the third). JSON.parse
 * reads any depth, but walking 100,000 nested arrays (200 KB, well within the body limit) would exhaust the stack: a 500.
 */
const HOECHSTE_TIEFE = 32;

/**
 * Control characters no form field can hold (tab, line feed and carriage return can). PostgreSQL cannot store NUL
 * in text at all, so without this check the same input is a 500 there and a stored value on SQLite.
 */
const STEUERZEICHEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/**
 * Only blanks and invisible format characters (zero-width space, bidi marks) with at least one of the latter. Two
 * patterns that each read the text once: one pattern saying both backtracked quadratically, and a body of 40,000
 * zero-width spaces and a letter held every request of the server for 7 s, a megabyte for minutes.
 */
const LEER_ODER_UNSICHTBAR = /^[\s\p{Cf}]*$/u;
const FORMATZEICHEN = /\p{Cf}/u;
const nurUnsichtbar = (text: string) => LEER_ODER_UNSICHTBAR.test(text) && FORMATZEICHEN.test(text);

/**
 * Every text of body, query string and path, before any handler or schema sees it: a control character is refused
 * with 400 at its field; a text of nothing but invisible characters counts as empty, so "Eine Eingabe wird erwartet"
 * holds for it as for "".
 */
export const inputCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const fehler = new Map<string, string[]>();
    request.body = bereinige(request.body, '', fehler);
    request.query = bereinige(request.query, '', fehler);
    request.params = bereinige(request.params, '', fehler);
    if (fehler.size) throw new Regelverletzung('Die Eingaben sind ungültig.', Object.fromEntries(fehler));
  });
});

/** Changes the value in place (an object keeps its prototype and keys such as `__proto__` stay plain data). */
function bereinige(wert: unknown, pfad: string, fehler: Map<string, string[]>, tiefe = 0): unknown {
  if (typeof wert === 'string') {
    if (STEUERZEICHEN.test(wert)) fehler.set(pfad, [UNZULAESSIGES_ZEICHEN]);
    return nurUnsichtbar(wert) ? '' : wert;
  }
  // Only parsed JSON, form and query values; an upload's file (a Buffer) is checked where it is read.
  if (wert === null || typeof wert !== 'object' || Buffer.isBuffer(wert)) return wert;
  if (tiefe >= HOECHSTE_TIEFE) throw new Regelverletzung(ZU_TIEF_VERSCHACHTELT);
  const eintraege = wert as Record<string, unknown>;
  for (const schluessel of Object.keys(eintraege)) {
    const feld = Array.isArray(wert) ? `${pfad}[${schluessel}]` : pfad ? `${pfad}.${schluessel}` : schluessel;
    if (STEUERZEICHEN.test(schluessel)) fehler.set(feld, [UNZULAESSIGES_ZEICHEN]);
    const neu = bereinige(eintraege[schluessel], feld, fehler, tiefe + 1);
    if (neu !== eintraege[schluessel]) eintraege[schluessel] = neu;
  }
  return wert;
}
