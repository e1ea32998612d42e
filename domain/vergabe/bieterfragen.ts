/** A bidder's question as stored: who asked is known to the administrator only. */
export interface GespeicherteFrage {
  id: number;
  evuId: number;
  /** what the bidder wrote, never changed */
  frage: string;
  /** the published wording, where the administrator edited it (e.g. to take out who asked) */
  wortlaut: string | null;
  /** false once the administrator withheld the question: only the administrator and the audit trail keep it */
  veroeffentlicht: boolean;
  gestelltAm: string;
  /** the administrator's text: a draft until `beantwortetAm` is set, then the published answer */
  antwort: string | null;
  beantwortetAm: string | null;
}

/** The question as the bidders, the Kunde and the Vergabevermerk read it. */
export const veroeffentlichterWortlaut = (f: Pick<GespeicherteFrage, 'frage' | 'wortlaut'>) => f.wortlaut ?? f.frage;

/**
 * What an invited EVU sees (§ 20 (3) VgV: every bidder gets the same information): the published questions with
 * their answers, plus its own questions, even unanswered. Drafts, who asked and withheld questions stay hidden.
 */
export function fragenFuerEvu(fragen: GespeicherteFrage[], evuId: number) {
  return fragen
    .filter((f) => f.veroeffentlicht && (f.beantwortetAm !== null || f.evuId === evuId))
    .map((f) => ({
      id: f.id,
      frage: veroeffentlichterWortlaut(f),
      ...(f.beantwortetAm !== null ? { antwort: f.antwort!, beantwortetAm: f.beantwortetAm } : {}),
      eigene: f.evuId === evuId,
    }));
}

/** What the Kunde sees of a question: the draft or published answer, never the asking EVU. */
export function frageFuerKunde(f: GespeicherteFrage) {
  return { id: f.id, frage: veroeffentlichterWortlaut(f), gestelltAm: f.gestelltAm, antwort: f.antwort, beantwortetAm: f.beantwortetAm };
}

/** The Kunde follows the published questions only: a withheld one is no part of the procedure it reads. */
export function fragenFuerKunde(fragen: GespeicherteFrage[]) {
  return fragen.filter((f) => f.veroeffentlicht).map(frageFuerKunde);
}
