/** A bidder's question as stored: who asked is known to the administrator only. */
export interface GespeicherteFrage {
  id: number;
  evuId: number;
  frage: string;
  gestelltAm: string;
  /** the administrator's text: a draft until `beantwortetAm` is set, then the published answer */
  antwort: string | null;
  beantwortetAm: string | null;
}

/**
 * What an invited EVU sees (§ 20 (3) VgV: every bidder gets the same information): the published questions with
 * their answers, plus its own questions, even unanswered. Drafts and who asked stay hidden.
 */
export function fragenFuerEvu(fragen: GespeicherteFrage[], evuId: number) {
  return fragen
    .filter((f) => f.beantwortetAm !== null || f.evuId === evuId)
    .map((f) => ({
      id: f.id,
      frage: f.frage,
      ...(f.beantwortetAm !== null ? { antwort: f.antwort!, beantwortetAm: f.beantwortetAm } : {}),
      eigene: f.evuId === evuId,
    }));
}

/** What the Kunde sees of a question: the draft or published answer, never the asking EVU. */
export function frageFuerKunde(f: GespeicherteFrage) {
  return { id: f.id, frage: f.frage, gestelltAm: f.gestelltAm, antwort: f.antwort, beantwortetAm: f.beantwortetAm };
}

export function fragenFuerKunde(fragen: GespeicherteFrage[]) {
  return fragen.map(frageFuerKunde);
}
