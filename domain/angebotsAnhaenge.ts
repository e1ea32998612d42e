import { type DateiRegeln } from './dokumente';
import { formatDateigroesse } from './format';

/**
 * Attachments of an offer (issue 42, point 5): the EVU's own conditions, price sheets or certificates, as PDF or
 * XLSX, at most 10 MB for all attachments of one offer together. Shared by the upload component (checks before
 * sending) and the server (checks again, and the total).
 */
export const ANHAENGE_HOECHSTENS_BYTES = 10 * 1024 * 1024;

export const ANHANG_MELDUNG = {
  typ: 'Als Anhang eines Angebots sind nur PDF- und XLSX-Dateien erlaubt.',
  zuGross: 'Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein.',
  /** the total of the offer's attachments would pass the limit; `frei` bytes are left */
  summeZuGross: (frei: number) =>
    frei > 0
      ? `Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein. Frei sind noch ${formatDateigroesse(frei)}.`
      : 'Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein. Bitte löschen Sie zuerst einen Anhang.',
  keinAngebot: 'Bitte geben Sie zuerst Ihr Angebot ab. Anhänge gehören zu einem abgegebenen Angebot.',
  fristAbgelaufen: 'Die Angebotsfrist ist abgelaufen. Anhänge können nicht mehr hinzugefügt oder gelöscht werden.',
  nichtGefunden: 'Der Anhang wurde nicht gefunden.',
} as const;

export const ANHANG_REGELN: DateiRegeln = {
  typen: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  hoechstensBytes: ANHAENGE_HOECHSTENS_BYTES,
  meldungTyp: ANHANG_MELDUNG.typ,
  meldungZuGross: ANHANG_MELDUNG.zuGross,
};

/** An offer's Bemerkung is a reservation (Vorbehalt) as soon as it says anything: the award must not overlook it. */
export function hatVorbehalt(bemerkung: string | null | undefined): boolean {
  return !!bemerkung?.trim();
}
