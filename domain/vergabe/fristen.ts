import { ausBerlinerWanduhr, berlinerUhrzeitAm, berlinerWanduhr, deutscherKalendertag } from '../datum';
import { formatUhrzeit } from '../format';

/** The most days before the Angebotsfrist the administrator may ask answers to bidders' questions to come. */
export const ANTWORTFRIST_TAGE_HOECHSTENS = 60;
/** § 134 (2) GWB: calendar days between an electronically sent Informationsschreiben and the contract. */
export const STILLHALTEFRIST_TAGE = 10;

/** "1 Tag", "6 Tage": the answer rule's days in the server's texts and the Vergabevermerk. */
export const tageText = (tage: number): string => `${tage} ${tage === 1 ? 'Tag' : 'Tage'}`;

/** The instant `tage` calendar days before or after `zeitpunkt`, at the same time of day on a clock in Germany. */
export function kalendertageSpaeter(zeitpunkt: number, tage: number): number {
  const wanduhr = berlinerWanduhr(new Date(zeitpunkt));
  wanduhr.setDate(wanduhr.getDate() + tage);
  return ausBerlinerWanduhr(wanduhr).getTime();
}

/** The last instant at which an answer still reaches the bidders in time for this Angebotsfrist. */
export function antwortSpaetestensBis(angebotsfrist: number, tage: number): number {
  return kalendertageSpaeter(angebotsfrist, -tage);
}

/** Whether an answer published at `jetzt` comes later than the rule allows. */
export function antwortZuSpaet(jetzt: number, angebotsfrist: number, tage: number): boolean {
  return jetzt > antwortSpaetestensBis(angebotsfrist, tage);
}

/** The earliest Angebotsfrist for which an answer published at `jetzt` is in time. */
export function fruehesteAngebotsfrist(jetzt: number, tage: number): number {
  return kalendertageSpaeter(jetzt, tage);
}

const MINUTE = 60_000;
const VIERTELSTUNDE = 15 * MINUTE;
/** The earliest Angebotsfrist as a date field can hold it: on the next whole minute (a field has no seconds). */
export function fruehesteAngebotsfristMinute(jetzt: number, tage: number): number {
  return Math.ceil(fruehesteAngebotsfrist(jetzt, tage) / MINUTE) * MINUTE;
}

/**
 * The earliest allowed plus a quarter of an hour for the administrator to confirm (the server judges by its clock at
 * the click), on a whole quarter of an hour. Offered at the earliest itself, it was already too early when it
 * arrived: seconds later the rule asks for a later one. `verlaengerung.ts` moves it onto a working day.
 */
export function fruehesteAngebotsfristMitSpielraum(jetzt: number, tage: number): number {
  return Math.ceil((fruehesteAngebotsfrist(jetzt, tage) + VIERTELSTUNDE) / VIERTELSTUNDE) * VIERTELSTUNDE;
}

/**
 * § 134 GWB: the period begins the day after the Informationsschreiben was sent and lasts ten calendar days, so the
 * contract may be concluded from 00:00 German time on the eleventh day after sending (sent on the 1st → the 12th).
 */
export function stillhaltefristEnde(gesendet: number): number {
  const [j, m, t] = deutscherKalendertag(gesendet).split('-').map(Number) as [number, number, number];
  const tag = new Date(Date.UTC(j, m - 1, t + STILLHALTEFRIST_TAGE + 1)).toISOString().slice(0, 10);
  return berlinerUhrzeitAm(tag, 0);
}

/**
 * Why a Bindefrist ends too early for a Zuschlag that waits for the Stillhaltefrist, or nothing: a Zuschlag right at
 * the Angebotsfrist takes effect when the Stillhaltefrist counted from then has passed; the offers must bind until then.
 */
export function bindefristVorStillhaltefrist(angebotsfrist: number, bindefrist: number): string | undefined {
  if (Number.isNaN(angebotsfrist) || Number.isNaN(bindefrist)) return undefined;
  const fruehestens = stillhaltefristEnde(angebotsfrist);
  if (bindefrist >= fruehestens) return undefined;
  return (
    `Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, bei einem Zuschlag direkt nach der Angebotsfrist ` +
    `frühestens am ${formatUhrzeit(fruehestens)}. Die Bindefrist muss daher frühestens am ${formatUhrzeit(fruehestens)} enden.`
  );
}
