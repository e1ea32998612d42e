/**
 * Tender status as numbered in SPEC.md section 4, plus 5 Aufgehoben. SPEC.md knows no state for a procedure that ends
 * without a Zuschlag by the Auftraggeber's decision (§ 63 VgV), and none of its five fits: "Abgeschlossen" reads as
 * concluded with a contract, and the EVUs must see that the tender was cancelled, not that another offer won. Added
 * after the last so that the numbers of SPEC.md keep their meaning.
 */
export const AusschreibungStatus = {
  PruefungAusschreibung: 0,
  Aktiv: 1,
  PruefungAngebote: 2,
  Bindefrist: 3,
  Abgeschlossen: 4,
  Aufgehoben: 5,
} as const;
export type AusschreibungStatus = (typeof AusschreibungStatus)[keyof typeof AusschreibungStatus];

/**
 * Whether EVUs can still offer and ask: the tender is Aktiv and its Angebotsfrist (ISO string or epoch ms) lies
 * after `jetzt`. Until the deadline run moves the tender on, an Aktiv tender may already be past its Angebotsfrist.
 */
export function angebotsfristLaeuft(a: { status: number; angebotsfrist: string | number }, jetzt: number): boolean {
  return a.status === AusschreibungStatus.Aktiv && new Date(a.angebotsfrist).getTime() > jetzt;
}

export const STATUS_LABEL: Record<AusschreibungStatus, string> = {
  0: 'Prüfung Ausschreibung',
  1: 'Aktiv',
  2: 'Prüfung Angebote',
  3: 'Bindefrist',
  4: 'Abgeschlossen',
  5: 'Aufgehoben',
};

/** The regular course of a tender, step by step (a progress indicator's steps); Aufgehoben leaves it at any step. */
export const LEBENSLAUF = [0, 1, 2, 3, 4] as const satisfies readonly AusschreibungStatus[];

/**
 * Whether the Kunde sees the offers with their bidders (DESIGN.md section 6: from the Bindefrist on). Not of an
 * aufgehobene tender by its status alone: cancelled before the release, its offers stay sealed from the Kunde, who
 * could otherwise cancel to learn the prices (the comparison shows the released ones, offer by offer).
 */
export const angeboteFuerKundeSichtbar = (status: number): boolean => status === AusschreibungStatus.Bindefrist || status === AusschreibungStatus.Abgeschlossen;

/** Whether the procedure is over, with a Zuschlag or without (Abgeschlossen, Aufgehoben): nothing changes any more. */
export const istBeendet = (status: number): boolean => status >= AusschreibungStatus.Abgeschlossen;

/** Sparte doubles as the tender's typ (1 Strom, 2 Gas) and as the EVU's bit flags. */
export const Sparte = { Strom: 1, Gas: 2 } as const;
export type Sparte = (typeof Sparte)[keyof typeof Sparte];

export const SPARTE_LABEL: Record<Sparte, string> = { 1: 'Strom', 2: 'Gas' };
/** The Sparte's segment in the paths of pages and API routes (…/ausschreibung/strom/…). */
export const SPARTE_PFAD: Record<Sparte, 'strom' | 'gas'> = { 1: 'strom', 2: 'gas' };

/** The Sparten as bit flags, e.g. for an EVU's checkbox group. */
export const SPARTEN_FLAGS = [Sparte.Strom, Sparte.Gas].map((bit) => ({ bit, name: SPARTE_LABEL[bit] }));

export const PREISMODELLE = ['Festpreis', 'Tranchen', 'Spot'] as const;
export const RECHNUNGSLEGUNGEN = ['Monatsrechnung', 'Jahresrechnung', 'Sammelrechnung'] as const;
export const OEKOSTROM_ARTEN = ['keiner', 'HKN', 'Neuanlagen', 'Regional'] as const;
/** One wording for the Ökostrom choice, in the tender form and wherever a tender is shown. */
export const OEKOSTROM_LABEL: Record<(typeof OEKOSTROM_ARTEN)[number], string> = {
  keiner: 'kein Ökostrom',
  HKN: 'mit Herkunftsnachweisen (HKN)',
  Neuanlagen: 'aus Neuanlagen',
  Regional: 'regional',
};
export const GASQUALITAETEN = ['H', 'L'] as const;
export const MESSARTEN = ['SLP', 'RLM'] as const;
export const SPANNUNGSEBENEN = ['NS', 'MS/NS', 'MS', 'HS/MS', 'HS'] as const;
export const DRUCKSTUFEN = ['ND', 'MD', 'HD'] as const;
export const KUNDENTYPEN = ['Unternehmen', 'Kommune', 'Privatperson'] as const;
export const ANGEBOT_STATUS = ['eingereicht', 'freigegeben', 'zuschlag', 'abgelehnt'] as const;

export type Preismodell = (typeof PREISMODELLE)[number];
export type Rechnungslegung = (typeof RECHNUNGSLEGUNGEN)[number];
export type Oekostrom = (typeof OEKOSTROM_ARTEN)[number];
export type Gasqualitaet = (typeof GASQUALITAETEN)[number];
export type Messart = (typeof MESSARTEN)[number];
export type Spannungsebene = (typeof SPANNUNGSEBENEN)[number];
export type Druckstufe = (typeof DRUCKSTUFEN)[number];
export type Kundentyp = (typeof KUNDENTYPEN)[number];
export type AngebotStatus = (typeof ANGEBOT_STATUS)[number];

/** Limits of a tender's Lieferstellen: the API's input schema and the spreadsheet import check the same. */
export const HOECHSTENS_LIEFERSTELLEN = 5000;
export const LIEFERSTELLE_TEXTLAENGE = { bezeichnung: 200, strasse: 200, ort: 100, netzbetreiber: 200, slpProfil: 10 } as const;
