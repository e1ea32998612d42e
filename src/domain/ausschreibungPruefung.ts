import { istGueltigerZaehlpunkt, maloIdFehler, ZAEHLPUNKT_FEHLER } from './malo';

/** SLP above these annual volumes is implausible (usually an RLM point): a warning, not an error. */
export const SLP_GRENZE_KWH = { 1: 100_000, 2: 1_500_000 } as const;

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
}

export interface Pruefergebnis {
  fehler: Record<string, string[]>;
  warnungen: Record<string, string[]>;
}

/**
 * The rules of a tender that JSON schema cannot express (DESIGN.md section 5), shared by the forms and the
 * server so both name the same field paths (`lieferstellen[2].maloId`) with the same German text.
 */
export function pruefeAusschreibung(a: PruefbareAusschreibung, sparte: 1 | 2): Pruefergebnis {
  const fehler: Record<string, string[]> = {};
  const warnungen: Record<string, string[]> = {};
  const melde = (ziel: Record<string, string[]>, pfad: string, text: string) => (ziel[pfad] ??= []).push(text);

  if (a.lieferende <= a.lieferbeginn) melde(fehler, 'lieferende', 'Das Lieferende muss nach dem Lieferbeginn liegen.');
  if (Date.parse(a.bindefrist) <= Date.parse(a.angebotsfrist)) {
    melde(fehler, 'bindefrist', 'Die Bindefrist muss nach der Angebotsfrist enden.');
  }

  const gesehen = new Map<string, number>();
  a.lieferstellen.forEach((l, i) => {
    const pfad = (feld: string) => `lieferstellen[${i}].${feld}`;
    const malo = maloIdFehler(l.maloId);
    if (malo) melde(fehler, pfad('maloId'), malo);
    else if (gesehen.has(l.maloId)) {
      melde(fehler, pfad('maloId'), `Diese MaLo-ID kommt bereits in Lieferstelle ${gesehen.get(l.maloId)! + 1} vor.`);
    } else gesehen.set(l.maloId, i);
    if (l.zaehlpunkt && !istGueltigerZaehlpunkt(l.zaehlpunkt)) {
      melde(fehler, pfad('zaehlpunkt'), ZAEHLPUNKT_FEHLER);
    }
    if (l.messart === 'RLM' && !l.maxLeistungKw) melde(fehler, pfad('maxLeistungKw'), 'Bei RLM wird die maximale Leistung benötigt.');
    if (l.messart === 'SLP' && l.jahresverbrauchKwh > SLP_GRENZE_KWH[sparte]) {
      melde(
        warnungen,
        pfad('jahresverbrauchKwh'),
        `Für SLP ist ein Jahresverbrauch über ${SLP_GRENZE_KWH[sparte].toLocaleString('de-DE')} kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?`,
      );
    }
  });
  return { fehler, warnungen };
}
