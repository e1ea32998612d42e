import type { Sparte } from './ausschreibung';
import { istKalenderdatum } from './datum';
import { bindefristVorStillhaltefrist } from './vergabe/fristen';
import { bindefristNachLieferbeginn, LIEFERBEGINN_NACH_FRIST, lieferbeginnZeitpunkt } from './freigabe';
import { istGueltigerZaehlpunkt, maloIdFehler, ZAEHLPUNKT_FEHLER } from './malo';
import { alsE4, NACHKOMMASTELLEN_FEHLER } from './preise';
import type { AktuellePreise } from './jahreskosten';

/** SLP above these annual volumes is implausible (usually an RLM point): a warning, not an error. */
export const SLP_GRENZE_KWH = { 1: 100_000, 2: 1_500_000 } as const;

/** The years a tender's dates may lie in: a typo such as 0202 or 9999 is caught, any real tender fits. */
export const JAHRE = { von: 2000, bis: 2100 } as const;
export const JAHR_UNPLAUSIBEL = `Bitte geben Sie ein Datum zwischen ${JAHRE.von} und ${JAHRE.bis} an.`;
const jahrPlausibel = (ms: number) => {
  const jahr = new Date(ms).getUTCFullYear();
  return jahr >= JAHRE.von && jahr <= JAHRE.bis;
};

/** The payment terms a tender may set, in days: the API's schema and the forms' rule. */
export const ZAHLUNGSZIEL_TAGE = { von: 7, bis: 60 } as const;
export const ZAHLUNGSZIEL_FEHLER = `Bitte geben Sie ein Zahlungsziel von ${ZAHLUNGSZIEL_TAGE.von} bis ${ZAHLUNGSZIEL_TAGE.bis} Tagen an.`;

/** Whole days within the range; an empty or unreadable value is another rule's concern. */
export function zahlungszielFehler(tage: number | null | undefined): string | undefined {
  if (tage == null || Number.isNaN(tage)) return undefined;
  return Number.isInteger(tage) && tage >= ZAHLUNGSZIEL_TAGE.von && tage <= ZAHLUNGSZIEL_TAGE.bis ? undefined : ZAHLUNGSZIEL_FEHLER;
}

/** EVUs need at least a day to offer: the Kunde's rule on creating and on changing a tender. */
export const ANGEBOTSFRIST_VORLAUF_MS = 86_400_000;
export const ANGEBOTSFRIST_ZU_FRUEH = 'Die Angebotsfrist muss mindestens einen Tag in der Zukunft liegen.';
export function kundenAngebotsfristFehler(angebotsfrist: string, jetzt: number): string | undefined {
  return Date.parse(angebotsfrist) <= jetzt + ANGEBOTSFRIST_VORLAUF_MS ? ANGEBOTSFRIST_ZU_FRUEH : undefined;
}

/**
 * The order of a tender's dates beyond "Bindefrist after Angebotsfrist": offers are priced before delivery starts
 * (Lieferbeginn after the Angebotsfrist) and bind nobody past it (Bindefrist at the latest at the Lieferbeginn).
 * Where the Zuschlag waits for the Stillhaltefrist (`stillhaltefrist`: a Kommune's tender), the offers must still
 * bind when the earliest Zuschlag can take effect, or the award is impossible at the very end (server/vergabe/
 * stillhaltefrist.ts refuses it then). Unreadable or missing values are other rules' concern. Forms and server show
 * the same text on the same field.
 */
export function terminFehler(
  a: { lieferbeginn?: unknown; angebotsfrist?: unknown; bindefrist?: unknown },
  sparte: 1 | 2,
  stillhaltefrist = false,
): { lieferbeginn?: string; bindefrist?: string } {
  const frist = typeof a.angebotsfrist === 'string' ? Date.parse(a.angebotsfrist) : NaN;
  const bindefrist = typeof a.bindefrist === 'string' ? Date.parse(a.bindefrist) : NaN;
  // A deadline in an implausible year is the year rule's concern; the Stillhaltefrist is not counted from it.
  const stillhalte = stillhaltefrist && jahrPlausibel(frist) ? bindefristVorStillhaltefrist(frist, bindefrist) : undefined;
  const tag = typeof a.lieferbeginn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(a.lieferbeginn) && istKalenderdatum(a.lieferbeginn) ? a.lieferbeginn : undefined;
  if (!tag) return stillhalte ? { bindefrist: stillhalte } : {};
  const beginn = lieferbeginnZeitpunkt(tag, sparte as Sparte);
  const nachBeginn = bindefrist > beginn ? bindefristNachLieferbeginn(tag, sparte as Sparte) : undefined;
  const bindefristText = nachBeginn ?? stillhalte;
  return {
    ...(frist >= beginn ? { lieferbeginn: LIEFERBEGINN_NACH_FRIST[sparte as Sparte] } : {}),
    ...(bindefristText ? { bindefrist: bindefristText } : {}),
  };
}

export interface PruefbareLieferstelle {
  maloId: string;
  zaehlpunkt?: string | null;
  messart: string;
  jahresverbrauchKwh: number;
  maxLeistungKw?: number | null;
}

export interface PruefbareAusschreibung {
  lieferbeginn: string;
  lieferende: string;
  angebotsfrist: string;
  bindefrist: string;
  lieferstellen: PruefbareLieferstelle[];
  aktuellerVertrag?: AktuellePreise | null;
}

export interface Pruefergebnis {
  fehler: Record<string, string[]>;
  warnungen: Record<string, string[]>;
}

/**
 * The rules of a tender that JSON schema cannot express (DESIGN.md section 5), shared by the forms and the
 * server so both name the same field paths (`lieferstellen[2].maloId`) with the same German text. `stillhaltefrist`:
 * the tender is a Kommune's, its Zuschlag will wait for the Stillhaltefrist.
 */
export function pruefeAusschreibung(a: PruefbareAusschreibung, sparte: 1 | 2, stillhaltefrist = false): Pruefergebnis {
  const fehler: Record<string, string[]> = {};
  const warnungen: Record<string, string[]> = {};
  const melde = (ziel: Record<string, string[]>, pfad: string, text: string) => (ziel[pfad] ??= []).push(text);

  for (const feld of ['lieferbeginn', 'lieferende', 'angebotsfrist', 'bindefrist'] as const) {
    if (!jahrPlausibel(Date.parse(a[feld]))) melde(fehler, feld, JAHR_UNPLAUSIBEL);
  }
  if (a.lieferende <= a.lieferbeginn) melde(fehler, 'lieferende', 'Das Lieferende muss nach dem Lieferbeginn liegen.');
  if (Date.parse(a.bindefrist) <= Date.parse(a.angebotsfrist)) {
    melde(fehler, 'bindefrist', 'Die Bindefrist muss nach der Angebotsfrist enden.');
  }
  for (const [feld, text] of Object.entries(terminFehler(a, sparte, stillhaltefrist))) melde(fehler, feld, text);
  for (const [feld, wert] of Object.entries(a.aktuellerVertrag ?? {})) {
    if (typeof wert === 'number' && alsE4(wert) === null) melde(fehler, `aktuellerVertrag.${feld}`, NACHKOMMASTELLEN_FEHLER);
  }

  const gesehen = new Map<string, number>();
  a.lieferstellen.forEach((l, i) => {
    const pfad = (feld: string) => `lieferstellen[${i}].${feld}`;
    const einzeln = pruefeLieferstelle(l, sparte);
    for (const [feld, text] of einzeln.fehler) melde(fehler, pfad(feld), text);
    for (const [feld, text] of einzeln.warnungen) melde(warnungen, pfad(feld), text);
    if (einzeln.fehler.some(([feld]) => feld === 'maloId')) return;
    if (gesehen.has(l.maloId)) {
      melde(fehler, pfad('maloId'), `Diese MaLo-ID kommt bereits in Lieferstelle ${gesehen.get(l.maloId)! + 1} vor.`);
    } else gesehen.set(l.maloId, i);
  });
  return { fehler, warnungen };
}

type Meldungen = [feld: keyof PruefbareLieferstelle, text: string][];

/** The rules of one Lieferstelle on its own (duplicates need the whole list: the caller checks those). */
export function pruefeLieferstelle(l: PruefbareLieferstelle, sparte: 1 | 2): { fehler: Meldungen; warnungen: Meldungen } {
  const fehler: Meldungen = [];
  const warnungen: Meldungen = [];
  const malo = maloIdFehler(l.maloId);
  if (malo) fehler.push(['maloId', malo]);
  if (l.zaehlpunkt && !istGueltigerZaehlpunkt(l.zaehlpunkt)) fehler.push(['zaehlpunkt', ZAEHLPUNKT_FEHLER]);
  if (l.messart === 'RLM' && !l.maxLeistungKw) fehler.push(['maxLeistungKw', 'Bei RLM wird die maximale Leistung benötigt.']);
  if (l.messart === 'SLP' && l.jahresverbrauchKwh > SLP_GRENZE_KWH[sparte]) {
    warnungen.push([
      'jahresverbrauchKwh',
      `Für SLP ist ein Jahresverbrauch über ${SLP_GRENZE_KWH[sparte].toLocaleString('de-DE')} kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?`,
    ]);
  }
  return { fehler, warnungen };
}
