import { formatUhrzeit } from '../../domain/format';

const FRISTEN = { angebotsfrist: 'Angebotsfrist', bindefrist: 'Bindefrist' } as const;

/** One deadline moved by an audited event: which, from when to when, and the reason stated for it. */
export interface FristAenderung {
  frist: (typeof FRISTEN)[keyof typeof FRISTEN];
  von: number;
  bis: number;
  grund: string;
}

const zeitpunkt = (wert: unknown): number => (typeof wert === 'number' ? wert : typeof wert === 'string' ? Date.parse(wert) : Number.NaN);

/**
 * The reason as stated: the administrator's own words where the change carries them (`fristAenderungGrund`); an
 * extension made with a Bieterfrage's answer has that answer as its occasion; otherwise nobody gave one.
 */
function grund(aktion: string, nachher: Record<string, unknown>): string {
  const angegeben = typeof nachher.fristAenderungGrund === 'string' ? nachher.fristAenderungGrund.trim() : '';
  if (angegeben) return angegeben;
  if (aktion === 'angebotsfrist_verlaengert' && nachher.frageId !== undefined) return 'Antwort auf eine Bieterfrage';
  return 'ohne Angabe';
}

/**
 * The deadlines an event of the tender moved. Any event whose before and after both name a deadline counts — the
 * administrator's edit of the tender and the extension with a Bieterfrage's answer today — so a change made on a
 * new path is recorded without a list here to keep up. Times are compared as instants: the same moment written
 * with another offset is no change.
 */
export function fristAenderungen(aktion: string, vorher: Record<string, unknown>, nachher: Record<string, unknown>): FristAenderung[] {
  return (Object.keys(FRISTEN) as (keyof typeof FRISTEN)[]).flatMap((feld) => {
    const von = zeitpunkt(vorher[feld]);
    const bis = zeitpunkt(nachher[feld]);
    if (Number.isNaN(von) || Number.isNaN(bis) || von === bis) return [];
    return [{ frist: FRISTEN[feld], von, bis, grund: grund(aktion, nachher) }];
  });
}

/** The changes in one line for the Historie: old → new of each deadline, then the reason once. */
export function fristAenderungenText(aenderungen: readonly FristAenderung[]): string | null {
  if (!aenderungen.length) return null;
  const fristen = aenderungen.map((f) => `${f.frist}: ${formatUhrzeit(f.von)} → ${formatUhrzeit(f.bis)}`).join(' · ');
  return `${fristen} · Grund: ${aenderungen[0]!.grund}`;
}
