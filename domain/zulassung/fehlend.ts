import { formatDatum } from '../format';
import { monateNach } from '../datum';
import { HANDELSREGISTER_HOECHSTALTER_MONATE, istHochgeladenerNachweis, NACHWEISE, NACHWEIS_LABEL, type Nachweis } from './nachweise';

/** One requirement: met by any one of its kinds. */
export type Anforderung = readonly Nachweis[];

/**
 * Reads the setting NACHWEISE_PFLICHT ("A,B|C,D": A and (B or C) and D). Throws a German message naming the unknown
 * kind, so that a misspelt setting stops the start instead of silently requiring nothing.
 */
export function leseNachweisPflicht(wert: string): Anforderung[] {
  return wert
    .split(',')
    .map((teil) => teil.trim())
    .filter((teil) => teil !== '')
    .map((teil) =>
      teil.split('|').map((art) => {
        const name = art.trim();
        if (!(NACHWEISE as readonly string[]).includes(name)) throw new Error(`NACHWEISE_PFLICHT nennt „${name}“; möglich sind ${NACHWEISE.join(', ')}.`);
        return name as Nachweis;
      }),
    );
}

/** What an EVU has of one kind: whether it counts now depends on its Gültig bis and the administrator's check. */
export interface VorhandenerNachweis {
  art: Nachweis;
  /** YYYY-MM-DD, last valid day; null: no end */
  gueltigBis: string | null;
  /** 'abgelehnt' makes the proof count as missing; null (unchecked) and 'geprueft' count */
  pruefung: string | null;
}

export interface Fehlend {
  /** the requirement's kinds, e.g. ['Jahresabschluss', 'Bonitaetsauskunft'] */
  arten: Nachweis[];
  /** German, e.g. „Bilanz/Jahresabschluss oder Bonitätsauskunft: abgelaufen am 31.03.2026“ */
  text: string;
}

/**
 * The requirements an EVU does not meet on `heute` (YYYY-MM-DD, German calendar day), each with the reason in German:
 * nothing there, expired, or rejected by the administrator. A proof is valid through its Gültig-bis day.
 */
export function fehlendeNachweise(pflicht: readonly Anforderung[], vorhanden: readonly VorhandenerNachweis[], heute: string): Fehlend[] {
  const fehlend: Fehlend[] = [];
  for (const anforderung of pflicht) {
    const kandidaten = vorhanden.filter((v) => anforderung.includes(v.art));
    const gueltig = kandidaten.some((v) => v.pruefung !== 'abgelehnt' && (v.gueltigBis === null || v.gueltigBis >= heute));
    if (gueltig) continue;
    const name = anforderung.map((art) => NACHWEIS_LABEL[art]).join(' oder ');
    const abgelaufen = kandidaten.filter((v) => v.pruefung !== 'abgelehnt' && v.gueltigBis !== null).map((v) => v.gueltigBis!).sort().at(-1);
    const grund = abgelaufen
      ? `abgelaufen am ${formatDatum(abgelaufen)}`
      : kandidaten.some((v) => v.pruefung === 'abgelehnt')
        ? 'vom Administrator abgelehnt'
        : 'fehlt';
    fehlend.push({ arten: [...anforderung], text: `${name}: ${grund}` });
  }
  return fehlend;
}

/** The latest Gültig bis a Handelsregisterauszug uploaded on `heute` may carry: it is at most six months old. */
export function handelsregisterGueltigHoechstens(heute: string): string {
  return monateNach(heute, HANDELSREGISTER_HOECHSTALTER_MONATE);
}

/**
 * The requirements for one Sparte (1 Strom, 2 Gas): an Ökostrom-Zertifikat exists only for Strom, so for Gas it drops
 * out of every requirement, and a requirement of nothing else drops out entirely.
 */
export function pflichtFuerSparte(pflicht: readonly Anforderung[], sparte: number): Anforderung[] {
  if (sparte === 1) return [...pflicht];
  return pflicht.map((a) => a.filter((art) => art !== 'Oekostromzertifikat')).filter((a) => a.length > 0);
}

/**
 * The requirements met on `heute` only by uploaded proofs the administrator has not checked yet, by their German name:
 * an EVU is admitted on checked proofs, not on files nobody has read. The portal's own forms (Eigenerklärung,
 * Referenzliste, BDEW-Codenummer) need no check.
 */
export function ungepruefteNachweise(pflicht: readonly Anforderung[], vorhanden: readonly VorhandenerNachweis[], heute: string): string[] {
  const gilt = (v: VorhandenerNachweis) => v.gueltigBis === null || v.gueltigBis >= heute;
  return pflicht
    .filter((anforderung) => {
      const kandidaten = vorhanden.filter((v) => anforderung.includes(v.art) && gilt(v));
      const hochgeladen = kandidaten.filter((v) => istHochgeladenerNachweis(v.art));
      return hochgeladen.length > 0 && hochgeladen.length === kandidaten.length && !hochgeladen.some((v) => v.pruefung === 'geprueft');
    })
    .map((anforderung) => anforderung.map((art) => NACHWEIS_LABEL[art]).join(' oder '));
}

/**
 * What keeps an EVU from being admitted for one Sparte (1 Strom, 2 Gas) on `heute`: the requirements it does not meet
 * and those met only by uploads nobody has checked yet. The EVU's page, its application and the administrator's view
 * and decision all ask this, so that they agree on what a Sparte requires.
 */
export function fehlendFuerSparte(pflicht: readonly Anforderung[], sparte: number, vorhanden: readonly VorhandenerNachweis[], heute: string): { fehlend: Fehlend[]; ungeprueft: string[] } {
  const anforderungen = pflichtFuerSparte(pflicht, sparte);
  return { fehlend: fehlendeNachweise(anforderungen, vorhanden, heute), ungeprueft: ungepruefteNachweise(anforderungen, vorhanden, heute) };
}
