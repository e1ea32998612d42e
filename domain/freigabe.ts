import { AusschreibungStatus, SPARTE_LABEL, STATUS_LABEL, type Sparte } from './ausschreibung';
import { berlinerUhrzeitAm, deutscherKalendertag } from './datum';
import { formatDatum, formatUhrzeit } from './format';
import { bindefristVorStillhaltefrist, kalendertageSpaeter, tageText } from './vergabe/fristen';
import { mindestfristNachVerkuerzung } from './vergabe/mindestfrist';

export type Hindernisse = Record<string, string[]>;

/**
 * Why a tender cannot be released yet (DESIGN.md section 6), by field. The server refuses with these; the
 * administrator's screen shows them beside a disabled button before anyone clicks. The release starts the bidders'
 * time: the Angebotsfrist must leave them the minimum period of the Kunde's type, as a shortened one must
 * (domain/vergabe/mindestfrist.ts); a Kommune's Bindefrist must outlast the earliest effective Zuschlag.
 */
export function freigabeHindernisse(
  a: { status: number; anzahlLieferstellen: number; passendeEingeladene: number; angebotsfrist: string; bindefrist: string; lieferbeginn: string; kundeTyp: string; kundenpruefungOffen?: boolean },
  sparte: Sparte,
  jetzt: number,
): Hindernisse {
  const h: Hindernisse = {};
  const melde = (feld: string, text: string) => (h[feld] ??= []).push(text);
  if (a.status !== AusschreibungStatus.PruefungAusschreibung) melde('status', `Nur Ausschreibungen in „${STATUS_LABEL[0]}“ können freigegeben werden.`);
  if (a.kundenpruefungOffen) melde('kunde', KUNDENPRUEFUNG_AUSSTEHEND);
  if (a.anzahlLieferstellen === 0) melde('lieferstellen', 'Die Ausschreibung braucht mindestens eine Lieferstelle.');
  if (a.passendeEingeladene === 0) melde('evus', `Es muss mindestens ein EVU mit der Sparte ${SPARTE_LABEL[sparte]} eingeladen sein.`);
  const frist = Date.parse(a.angebotsfrist);
  const mindest = mindestfristNachVerkuerzung(a.kundeTyp, deutscherKalendertag(jetzt));
  const fruehestens = kalendertageSpaeter(jetzt, mindest.tage);
  if (frist <= jetzt) melde('angebotsfrist', 'Die Angebotsfrist muss in der Zukunft liegen.');
  else if (frist < fruehestens) {
    melde(
      'angebotsfrist',
      `Die Angebotsfrist muss den Bietern ab der Freigabe mindestens ${tageText(mindest.tage)} lassen (Kundentyp ${a.kundeTyp}: ${mindest.quelle}), also frühestens am ${formatUhrzeit(fruehestens)} enden.`,
    );
  }
  const bindefrist = a.kundeTyp === 'Kommune' ? bindefristVorStillhaltefrist(frist, Date.parse(a.bindefrist)) : undefined;
  if (bindefrist) melde('bindefrist', bindefrist);
  if (lieferbeginnZeitpunkt(a.lieferbeginn, sparte) <= Date.parse(a.angebotsfrist)) melde('lieferbeginn', LIEFERBEGINN_NACH_FRIST[sparte]);
  return h;
}

/**
 * Kundenprüfung (issue 45): a Kunde that registered itself as Kommune is a public buyer only once an administrator
 * confirmed it (name, address, authority); until then none of its tenders is released. Other types, and a Kunde an
 * administrator created, need no confirmation before a release.
 */
export function kundenpruefungAusstehend(kunde: { typ: string; geprueft: boolean }): boolean {
  return kunde.typ === 'Kommune' && !kunde.geprueft;
}

export const KUNDENPRUEFUNG_AUSSTEHEND =
  'Die Ausschreibung kann erst nach der Kundenprüfung freigegeben werden: Die Administration muss den Kunden als Kommune (Name, Anschrift, Behörde) geprüft und bestätigt haben.';

/** Delivery starts at midnight German time, Gas with the gas day at 06:00 (DESIGN.md section 5). */
const LIEFERBEGINN_STUNDE: Record<Sparte, number> = { 1: 0, 2: 6 };
const LIEFERBEGINN_UHR: Record<Sparte, string> = { 1: '0:00 Uhr deutscher Zeit', 2: '6:00 Uhr deutscher Zeit, Beginn des Gastags' };
export const LIEFERBEGINN_NACH_FRIST: Record<Sparte, string> = {
  1: 'Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.',
  2: 'Der Lieferbeginn (6:00 Uhr deutscher Zeit, Beginn des Gastags) muss nach der Angebotsfrist liegen.',
};

/** The instant delivery begins: the first hour of the first delivery day as a clock in Germany shows it. */
export function lieferbeginnZeitpunkt(lieferbeginn: string, sparte: Sparte): number {
  return berlinerUhrzeitAm(lieferbeginn, LIEFERBEGINN_STUNDE[sparte]);
}

/** Offers bind their bidders until the Bindefrist: it ends at the latest when delivery begins. */
export function bindefristNachLieferbeginn(lieferbeginn: string, sparte: Sparte): string {
  return `Die Bindefrist darf nicht nach dem Lieferbeginn (${formatDatum(lieferbeginn)}, ${LIEFERBEGINN_UHR[sparte]}) enden.`;
}

/** Why the offers cannot be released to the Kunde yet. */
export function angebotsfreigabeHindernisse(a: { status: number; anzahlAngebote: number }): Hindernisse {
  const h: Hindernisse = {};
  if (a.status !== AusschreibungStatus.PruefungAngebote) h.status = [`Angebote können nur im Status „${STATUS_LABEL[2]}“ freigegeben werden.`];
  if (a.anzahlAngebote === 0) h.angebote = ['Es liegt kein Angebot vor.'];
  return h;
}
