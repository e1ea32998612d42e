/**
 * What a search in the tender lists may contain, the same in the browser (the search field says why before it asks)
 * and on the server (400 otherwise). Both search indexes cut texts into trigrams: SQLite's FTS5 any three
 * characters, PostgreSQL's pg_trgm three letters or digits in a row. A word with fewer cannot be looked up in the
 * index and would be compared with every tender's text, so it is refused, and so are more than HOECHSTENS_WOERTER words.
 */
export const MINDESTZEICHEN = 3;
export const HOECHSTENS_WOERTER = 8;

/** Three letters or digits in a row: the gram both indexes can look up. */
const GRAMM = new RegExp(`[\\p{L}\\p{N}]{${MINDESTZEICHEN}}`, 'u');

/** The words of a search, as the list looks each of them up. */
export function suchwoerter(text: string | undefined): string[] {
  return text?.trim().split(/\s+/).filter(Boolean) ?? [];
}

/** A whole search of digits alone names a tender's id too, however short (the id needs no text index). */
export function istNummernsuche(text: string): boolean {
  return /^\d{1,10}$/.test(text.trim());
}

/** The words of a search the text index looks up: all of them, but a short id search has none. */
export function textwoerter(text: string | undefined): string[] {
  return suchwoerter(text).filter((wort) => GRAMM.test(wort));
}

/** Why a search is refused, in German; undefined when it may be asked. */
export function suchFehler(text: string | undefined): string | undefined {
  const woerter = suchwoerter(text);
  if (woerter.length > HOECHSTENS_WOERTER) return `Bitte suchen Sie mit höchstens ${HOECHSTENS_WOERTER} Wörtern.`;
  if (istNummernsuche(text ?? '')) return undefined;
  const kurz = woerter.find((wort) => !GRAMM.test(wort));
  return kurz === undefined
    ? undefined
    : `Jedes Suchwort braucht mindestens ${MINDESTZEICHEN} Buchstaben oder Ziffern in Folge; „${kurz}“ hat weniger.`;
}
