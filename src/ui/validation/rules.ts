import { bdewCodenummerFehler } from '../../../domain/bdewCodenummer';
import { istGueltigerZaehlpunkt, maloIdFehler, ZAEHLPUNKT_FEHLER } from '../../../domain/malo';
import { PFLICHT } from '../../../domain/pflicht';
import { istGueltigePlz, PLZ_FEHLER } from '../../../domain/plz';
import { hatSparte, SPARTE_FEHLT } from '../../../domain/profilRegeln';
import { formatZahl, leseZahl } from '../../../domain/format';
import { alsE4, NACHKOMMASTELLEN_FEHLER } from '../../../domain/preise';

export { PFLICHT, ZAEHLPUNKT_FEHLER };

/**
 * Field rules for react-admin's `validate` (a single rule or an array of them). Every rule except the
 * "something must be there" ones lets an empty value pass, so `pflicht` alone decides about emptiness.
 * No runtime import of react-admin here: the login page uses `PFLICHT` and must stay light.
 */
export type Regel = ((wert: unknown, alleWerte?: Record<string, unknown>) => string | undefined) & { isRequired?: boolean };

export const EMAIL_FEHLER = 'Eine gültige E-Mail-Adresse wird erwartet.';

const istLeer = (wert: unknown) => wert == null || wert === '' || (Array.isArray(wert) && wert.length === 0);

/** Reads `feld` from the form values; react-admin hands nested values over, so dotted paths are allowed. */
const feldwert = (alleWerte: Record<string, unknown> | undefined, feld: string): unknown =>
  feld.split('.').reduce<unknown>((wert, teil) => (wert as Record<string, unknown> | null | undefined)?.[teil], alleWerte);

/** `isRequired` makes react-admin mark the label with an asterisk. */
const mussEtwasEnthalten = (regel: Regel): Regel => Object.assign(regel, { isRequired: true });

export const pflicht = mussEtwasEnthalten((wert) => (istLeer(wert) ? PFLICHT : undefined));

const EMAIL_MUSTER = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const email: Regel = (wert) => (istLeer(wert) || EMAIL_MUSTER.test(String(wert)) ? undefined : EMAIL_FEHLER);

/** Two empty fields count as equal: whether the confirmation is missing is `pflicht`'s concern. */
export const gleich = (feld: string, meldung = 'Die Passwörter stimmen nicht überein.'): Regel =>
  (wert, alleWerte) => ((wert ?? '') === (feldwert(alleWerte, feld) ?? '') ? undefined : meldung);

const eintraege = (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`);

export const minAnzahl = (n: number): Regel => (wert) =>
  (Array.isArray(wert) ? wert.length : 0) < n ? `Mindestens ${eintraege(n)} ${n === 1 ? 'wird' : 'werden'} erwartet.` : undefined;

export const maxAnzahl = (n: number): Regel => (wert) =>
  Array.isArray(wert) && wert.length > n ? `Höchstens ${eintraege(n)} ${n === 1 ? 'ist' : 'sind'} erlaubt.` : undefined;

export const nurZiffern: Regel = (wert) => (istLeer(wert) || /^\d+$/.test(String(wert)) ? undefined : 'Nur Ziffern sind erlaubt.');

/** Accepts what people type in Germany (1234,5 and 1.234,5) as well as what a number input yields (1234.5). */
const ZAHL_MUSTER = /^[+-]?(?:\d+(?:[.,]\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?)$/;
export const zahl: Regel = (wert) => {
  if (istLeer(wert)) return undefined;
  const gueltig = typeof wert === 'number' ? Number.isFinite(wert) : ZAHL_MUSTER.test(String(wert).trim());
  return gueltig ? undefined : 'Eine Zahl wird erwartet.';
};

/** Belongs on both fields, so the message appears at whichever the user leaves empty. */
export const einesVonZwei = (andererFeld: string, meldung = 'Eines der beiden Felder wird erwartet.'): Regel =>
  (wert, alleWerte) => (istLeer(wert) && istLeer(feldwert(alleWerte, andererFeld)) ? meldung : undefined);

/** 0 is the server's "nothing chosen", so it fails like an empty select does. */
export const fremdschluessel = mussEtwasEnthalten((wert) =>
  Number.isInteger(typeof wert === 'string' && wert.trim() !== '' ? Number(wert) : wert) && Number(wert) !== 0
    ? undefined
    : 'Bitte wählen Sie einen Eintrag aus.',
);

/** Selects may hand over an enum value as number or as string, so both compare equal. */
export const ungleich = (verboten: string | number | boolean, meldung = 'Dieser Wert ist hier nicht erlaubt.'): Regel =>
  (wert) => (wert != null && String(wert) === String(verboten) ? meldung : undefined);

export const maloId: Regel = (wert) => (istLeer(wert) ? undefined : (maloIdFehler(String(wert)) ?? undefined));

export const zaehlpunkt: Regel = (wert) => (istLeer(wert) || istGueltigerZaehlpunkt(String(wert)) ? undefined : ZAEHLPUNKT_FEHLER);

export const plz: Regel = (wert) => (istLeer(wert) || istGueltigePlz(String(wert)) ? undefined : PLZ_FEHLER);

/** The server's pattern for login names (LOGIN_MUSTER), said in words. */
export const anmeldename: Regel = (wert) =>
  istLeer(wert) || /^[A-Za-z0-9._@-]{3,64}$/.test(String(wert)) ? undefined : 'Erlaubt sind 3 bis 64 Buchstaben, Ziffern und . _ @ -';

/** An EVU's Sparten are bit flags (1 Strom, 2 Gas); without one it could never be invited. */
export const mindestensEineSparte: Regel = (wert) => (hatSparte(Number(wert)) ? undefined : SPARTE_FEHLT);

/** 13 digits with the BDEW's check digit (domain/bdewCodenummer.ts), as the server checks it. */
export const bdewCodenummer: Regel = (wert) => (istLeer(wert) ? undefined : (bdewCodenummerFehler(String(wert)) ?? undefined));

/** Prices have at most 4 decimals (DESIGN.md section 5) and are not negative. */
export const preis: Regel = (wert) => {
  const zahl = leseZahl(wert as string | number | null);
  if (zahl === null || Number.isNaN(zahl)) return undefined;
  if (zahl < 0) return 'Ein Preis kann nicht negativ sein.';
  return alsE4(zahl) === null ? NACHKOMMASTELLEN_FEHLER : undefined;
};

/**
 * The server's bounds of a number field, as the user reads them: a price typed with a dot where a comma was meant
 * (27.123 reads as 27 123) shows at the field, not first after saving. `groesserAls`: the lower bound itself is out.
 */
export const zwischen = (von: number, bis: number, { groesserAls = false } = {}): Regel => (wert) => {
  const z = leseZahl(wert as string | number | null);
  if (z === null || Number.isNaN(z)) return undefined;
  if (groesserAls ? z <= von : z < von) return groesserAls ? `Der Wert muss größer als ${formatZahl(von)} sein.` : `Der Wert muss mindestens ${formatZahl(von)} sein.`;
  return z > bis ? `Der Wert darf höchstens ${formatZahl(bis)} sein.` : undefined;
};
