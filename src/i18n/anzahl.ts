import { formatZahl } from '../../domain/format';
import type { ZAEHLWOERTER } from './de';
import { i18nProvider } from './i18nProvider';

/** "1 Lieferstelle", "2 Lieferstellen", "1.000 Lieferstellen": a count with the German plural form of its word. */
export function anzahl(wort: keyof typeof ZAEHLWOERTER, n: number): string {
  return i18nProvider.translate(`portal.anzahl.${wort}`, { smart_count: n, anzahl: formatZahl(n) });
}
