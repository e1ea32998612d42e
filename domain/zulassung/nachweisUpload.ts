import { istKalenderdatum, monateNach } from '../datum';
import type { DateiRegeln } from '../dokumente';
import { formatDatum } from '../format';
import { PFLICHT } from '../pflicht';
import { handelsregisterGueltigHoechstens } from './fehlend';
import { HOCHGELADENE_NACHWEISE, istHochgeladenerNachweis, NACHWEIS_LABEL } from './nachweise';

/**
 * The furthest a proof's Gültig bis may lie ahead: insurance policies and certificates run for a year or a few; a date
 * decades away is a typing error (or a way around the expiry), which the administrator's check need not catch.
 */
export const NACHWEIS_HOECHSTLAUFZEIT_MONATE = 60;

/** A proof is a scan or a document: PDF or image, at most 10 MB each (the server checks the content too). */
export const NACHWEIS_HOECHSTENS_BYTES = 10 * 1024 * 1024;

export const NACHWEIS_MELDUNG = {
  typ: 'Als Nachweis sind nur PDF-, PNG- und JPEG-Dateien erlaubt.',
  zuGross: 'Ein Nachweis darf höchstens 10 MB groß sein.',
  art: (sparten: number) =>
    `Bitte wählen Sie die Art des Nachweises (${HOCHGELADENE_NACHWEISE.filter((n) => n !== 'Oekostromzertifikat' || (sparten & 1) !== 0)
      .map((n) => NACHWEIS_LABEL[n])
      .join(', ')}).`,
  gueltigBisFehlt: 'Bitte geben Sie an, bis wann der Nachweis gültig ist.',
  gueltigBisDatum: 'Bitte geben Sie „Gültig bis“ als gültiges Datum an.',
  vergangen: 'Der Nachweis ist bereits abgelaufen: „Gültig bis“ darf nicht in der Vergangenheit liegen.',
  zuWeit: (hoechstens: string) => `„Gültig bis“ darf höchstens fünf Jahre in der Zukunft liegen (bis ${formatDatum(hoechstens)}); bitte prüfen Sie das Datum.`,
  handelsregister: (hoechstens: string) =>
    `Ein Handelsregisterauszug darf höchstens sechs Monate alt sein: „Gültig bis“ darf höchstens der ${formatDatum(hoechstens)} sein.`,
  oekostrom: 'Ein Ökostrom-Zertifikat gibt es nur für Versorger, die Strom liefern.',
  nichtGefunden: 'Der Nachweis wurde nicht gefunden.',
  geprueft: 'Ein bereits geprüfter Nachweis kann nicht mehr gelöscht werden. Laden Sie stattdessen einen neuen hoch.',
} as const;

export const NACHWEIS_REGELN: DateiRegeln = {
  typen: ['application/pdf', 'image/png', 'image/jpeg'],
  hoechstensBytes: NACHWEIS_HOECHSTENS_BYTES,
  meldungTyp: NACHWEIS_MELDUNG.typ,
  meldungZuGross: NACHWEIS_MELDUNG.zuGross,
};

/**
 * Why a proof of kind `art`, valid until `gueltigBis`, cannot be uploaded on `heute` (German calendar day) by an EVU
 * with `sparten` (bit flags), as field errors; empty when it can. Asked by the form and, before the body is read, by
 * the server.
 */
export function nachweisAngabenFehler(art: unknown, gueltigBis: unknown, heute: string, sparten: number): Record<string, string[]> {
  const fehler: Record<string, string[]> = {};
  if (!istHochgeladenerNachweis(art)) fehler.art = [art === undefined || art === '' ? PFLICHT : NACHWEIS_MELDUNG.art(sparten)];
  if (gueltigBis === undefined || gueltigBis === '' || gueltigBis === null) fehler.gueltigBis = [NACHWEIS_MELDUNG.gueltigBisFehlt];
  else if (typeof gueltigBis !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(gueltigBis) || !istKalenderdatum(gueltigBis)) fehler.gueltigBis = [NACHWEIS_MELDUNG.gueltigBisDatum];
  else if (gueltigBis < heute) fehler.gueltigBis = [NACHWEIS_MELDUNG.vergangen];
  else if (gueltigBis > monateNach(heute, NACHWEIS_HOECHSTLAUFZEIT_MONATE)) fehler.gueltigBis = [NACHWEIS_MELDUNG.zuWeit(monateNach(heute, NACHWEIS_HOECHSTLAUFZEIT_MONATE))];
  else if (art === 'Handelsregisterauszug' && gueltigBis > handelsregisterGueltigHoechstens(heute)) fehler.gueltigBis = [NACHWEIS_MELDUNG.handelsregister(handelsregisterGueltigHoechstens(heute))];
  if (art === 'Oekostromzertifikat' && (sparten & 1) === 0) fehler.art = [NACHWEIS_MELDUNG.oekostrom];
  return fehler;
}
