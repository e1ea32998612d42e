import { istKalenderdatum, monateNach } from '../datum';
import { formatDatum } from '../format';
import { PFLICHT } from '../pflicht';

/**
 * The Eigenerklärung zu Ausschlussgründen (§ 50 VgV as preliminary proof): for each ground of §§ 123 and 124 GWB the
 * EVU declares that it does not apply or that it applies, then with what happened and the Selbstreinigung it took
 * (§ 125 GWB). Signed with the signer's name and the date. The texts name the offences short; the law's wording rules.
 */
export interface Ausschlussgrund {
  /** stable key stored with the answers */
  id: string;
  /** e.g. „§ 123 Abs. 1 Nr. 1 GWB“ */
  norm: string;
  text: string;
  zwingend: boolean;
}

const z = (nr: number, text: string): Ausschlussgrund => ({ id: `gwb123_1_${nr}`, norm: `§ 123 Abs. 1 Nr. ${nr} GWB`, text, zwingend: true });
const f = (nr: number, text: string): Ausschlussgrund => ({ id: `gwb124_1_${nr}`, norm: `§ 124 Abs. 1 Nr. ${nr} GWB`, text, zwingend: false });

/** § 123 (1): a person whose conduct is attributed to the company was convicted, or a fine under § 30 OWiG was imposed, for … */
export const ZWINGENDE_GRUENDE: readonly Ausschlussgrund[] = [
  z(1, 'Bildung krimineller oder terroristischer Vereinigungen, auch im Ausland (§§ 129, 129a, 129b StGB)'),
  z(2, 'Terrorismusfinanzierung (§ 89c StGB) oder Finanzierung einer Tat nach § 89a Abs. 2 Nr. 2 StGB'),
  z(3, 'Geldwäsche (§ 261 StGB)'),
  z(4, 'Betrug (§ 263 StGB) zulasten des Haushalts der Europäischen Union oder von ihr verwalteter Haushalte'),
  z(5, 'Subventionsbetrug (§ 264 StGB) zulasten des Haushalts der Europäischen Union oder von ihr verwalteter Haushalte'),
  z(6, 'Bestechlichkeit und Bestechung im geschäftlichen Verkehr oder im Gesundheitswesen (§§ 299, 299a, 299b StGB)'),
  z(7, 'Bestechlichkeit und Bestechung von Mandatsträgern (§ 108e StGB)'),
  z(8, 'Vorteilsgewährung und Bestechung (§§ 333, 334 StGB, auch i. V. m. § 335a StGB)'),
  z(9, 'Bestechung ausländischer Abgeordneter (Art. 2 § 2 des Gesetzes zur Bekämpfung internationaler Bestechung)'),
  z(10, 'Menschenhandel, Zwangsprostitution, Zwangsarbeit, Ausbeutung der Arbeitskraft (§§ 232, 232a Abs. 1 bis 5, 232b bis 233a StGB)'),
  {
    id: 'gwb123_4',
    norm: '§ 123 Abs. 4 GWB',
    text: 'Nichtzahlung von Steuern, Abgaben oder Beiträgen zur Sozialversicherung, festgestellt durch rechtskräftige Gerichts- oder bestandskräftige Verwaltungsentscheidung oder auf sonstige geeignete Weise nachgewiesen',
    zwingend: true,
  },
];

export const FAKULTATIVE_GRUENDE: readonly Ausschlussgrund[] = [
  f(1, 'Verstoß gegen umwelt-, sozial- oder arbeitsrechtliche Verpflichtungen bei der Ausführung öffentlicher Aufträge'),
  f(2, 'Zahlungsunfähigkeit, beantragtes oder eröffnetes Insolvenzverfahren (oder eine mangels Masse abgelehnte Eröffnung), Liquidation oder eingestellte Tätigkeit'),
  f(3, 'Schwere Verfehlung im Rahmen der beruflichen Tätigkeit, durch die die Integrität des Unternehmens infrage gestellt wird'),
  f(4, 'Wettbewerbsbeschränkende Vereinbarungen oder abgestimmte Verhaltensweisen mit anderen Unternehmen'),
  f(5, 'Interessenkonflikt bei der Durchführung des Vergabeverfahrens'),
  f(6, 'Wettbewerbsverzerrung durch Vorbefassung (Mitwirkung an der Vorbereitung des Vergabeverfahrens)'),
  f(7, 'Erhebliche oder fortdauernde Schlechterfüllung eines früheren öffentlichen Auftrags mit vorzeitiger Beendigung, Schadensersatz oder vergleichbarer Folge'),
  f(8, 'Schwerwiegende Täuschung oder zurückgehaltene Auskünfte zu Ausschlussgründen oder Eignungskriterien; erforderliche Nachweise können nicht übermittelt werden'),
  f(9, 'Versuch unzulässiger Einflussnahme auf die Vergabeentscheidung, vertrauliche Informationen zu erlangen oder irreführende Informationen zu übermitteln'),
];

export const AUSSCHLUSSGRUENDE: readonly Ausschlussgrund[] = [...ZWINGENDE_GRUENDE, ...FAKULTATIVE_GRUENDE];

/** One answer: the ground does not apply, or it applies, with what happened and the Selbstreinigung (§ 125 GWB). */
export interface GrundErklaerung {
  grund: string;
  liegtVor: boolean;
  erlaeuterung?: string | null;
  selbstreinigung?: string | null;
}

export interface EigenerklaerungAngaben {
  erklaerungen: GrundErklaerung[];
  /** Vorname Nachname of the person signing for the EVU */
  unterzeichnetName: string;
  /** YYYY-MM-DD */
  unterzeichnetAm: string;
}

/** A declaration about exclusion grounds speaks for the present: one signed longer ago than this is renewed. */
export const EIGENERKLAERUNG_HOECHSTALTER_MONATE = 12;

export const EIGENERKLAERUNG_MELDUNG = {
  unvollstaendig: 'Bitte beantworten Sie jeden Ausschlussgrund genau einmal.',
  unbeantwortet: 'Bitte wählen Sie „liegt nicht vor“ oder „liegt vor“.',
  unbekannt: 'Diesen Ausschlussgrund gibt es nicht.',
  doppelt: 'Dieser Ausschlussgrund ist mehrfach beantwortet.',
  erlaeuterung: 'Bitte schildern Sie, was vorliegt.',
  selbstreinigung: 'Bitte beschreiben Sie Ihre Selbstreinigungsmaßnahmen (§ 125 GWB).',
  name: 'Bitte geben Sie Vor- und Nachnamen der unterzeichnenden Person an.',
  zukunft: 'Das Datum der Unterschrift darf nicht in der Zukunft liegen.',
  veraltet: `Eine Eigenerklärung gilt als aktuell, wenn sie höchstens ${EIGENERKLAERUNG_HOECHSTALTER_MONATE} Monate alt ist: bitte unterzeichnen Sie sie neu.`,
  datum: 'Bitte geben Sie ein gültiges Datum an.',
} as const;

/** Vorname and Nachname: at least two words of letters. */
const NAME = /^\p{L}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*)+$/u;

/**
 * The form's field errors (paths as the forms use them: `erklaerungen[3].erlaeuterung`); empty when it may be signed.
 * `heute` is the German calendar day.
 */
export function eigenerklaerungFehler(a: EigenerklaerungAngaben, heute: string): Record<string, string[]> {
  const fehler: Record<string, string[]> = {};
  const gesehen = new Set<string>();
  a.erklaerungen.forEach((e, i) => {
    if (!AUSSCHLUSSGRUENDE.some((g) => g.id === e.grund)) fehler[`erklaerungen[${i}].grund`] = [EIGENERKLAERUNG_MELDUNG.unbekannt];
    else if (gesehen.has(e.grund)) fehler[`erklaerungen[${i}].grund`] = [EIGENERKLAERUNG_MELDUNG.doppelt];
    gesehen.add(e.grund);
    if (e.liegtVor) {
      if (!e.erlaeuterung?.trim()) fehler[`erklaerungen[${i}].erlaeuterung`] = [EIGENERKLAERUNG_MELDUNG.erlaeuterung];
      if (!e.selbstreinigung?.trim()) fehler[`erklaerungen[${i}].selbstreinigung`] = [EIGENERKLAERUNG_MELDUNG.selbstreinigung];
    }
  });
  if (AUSSCHLUSSGRUENDE.some((g) => !gesehen.has(g.id)) || a.erklaerungen.length !== AUSSCHLUSSGRUENDE.length) {
    fehler.erklaerungen = [EIGENERKLAERUNG_MELDUNG.unvollstaendig];
  }
  const name = a.unterzeichnetName.trim();
  if (!name) fehler.unterzeichnetName = [PFLICHT];
  else if (!NAME.test(name)) fehler.unterzeichnetName = [EIGENERKLAERUNG_MELDUNG.name];
  if (!a.unterzeichnetAm) fehler.unterzeichnetAm = [PFLICHT];
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(a.unterzeichnetAm) || !istKalenderdatum(a.unterzeichnetAm)) fehler.unterzeichnetAm = [EIGENERKLAERUNG_MELDUNG.datum];
  else if (a.unterzeichnetAm > heute) fehler.unterzeichnetAm = [EIGENERKLAERUNG_MELDUNG.zukunft];
  else if (a.unterzeichnetAm < monateNach(heute, -EIGENERKLAERUNG_HOECHSTALTER_MONATE)) fehler.unterzeichnetAm = [EIGENERKLAERUNG_MELDUNG.veraltet];
  return fehler;
}

/** What the PDF says, line by line: shared by the rendering and any preview. */
export function eigenerklaerungText(a: EigenerklaerungAngaben, firma: string) {
  const antwort = new Map(a.erklaerungen.map((e) => [e.grund, e]));
  const abschnitt = (gruende: readonly Ausschlussgrund[]) =>
    gruende.map((g) => {
      const e = antwort.get(g.id);
      return {
        norm: g.norm,
        text: g.text,
        ergebnis: e?.liegtVor ? 'liegt vor' : 'liegt nicht vor',
        erlaeuterung: e?.liegtVor ? (e.erlaeuterung?.trim() ?? '') : null,
        selbstreinigung: e?.liegtVor ? (e.selbstreinigung?.trim() ?? '') : null,
      };
    });
  return {
    titel: 'Eigenerklärung zu Ausschlussgründen (§§ 123, 124 GWB)',
    einleitung: `${firma} erklärt, dass für das Unternehmen und für Personen, deren Verhalten ihm nach § 123 Abs. 3 GWB zuzurechnen ist, die folgenden Ausschlussgründe wie angegeben vorliegen oder nicht vorliegen. Liegt ein Grund vor, sind der Sachverhalt und die Maßnahmen zur Selbstreinigung nach § 125 GWB angegeben.`,
    zwingend: abschnitt(ZWINGENDE_GRUENDE),
    fakultativ: abschnitt(FAKULTATIVE_GRUENDE),
    versicherung: 'Das Unternehmen versichert, dass die Angaben vollständig und wahr sind, und verpflichtet sich, Änderungen unverzüglich mitzuteilen.',
    unterschrift: `${a.unterzeichnetName.trim()}, ${formatDatum(a.unterzeichnetAm)}`,
  };
}
