/**
 * How long a shortened Angebotsfrist must still run, counted from the change, by Kundentyp (dated: the entry with
 * the latest `gueltigAb` not after the day of the change applies). Extending a deadline has no minimum.
 *
 * A Kommune awards public contracts: the VgV's shortest Angebotsfrist, the 10 days it allows in the non-open and
 * the negotiated procedure for urgent, justified cases (§ 16 Abs. 7, § 17 Abs. 8 VgV; § 15 Abs. 3 VgV allows 15
 * days in the open procedure), is the floor here. The EU issue refines this per procedure once tenders carry one.
 * Unternehmen and Privatpersonen are bound by no procurement law: the portal's own rule leaves bidders time to
 * price their offer again.
 */
export const MINDESTFRISTEN = [
  { gueltigAb: '2016-04-18', kundentyp: 'Kommune', tage: 10, quelle: '§ 16 Abs. 7, § 17 Abs. 8 VgV' },
  { gueltigAb: '2026-01-01', kundentyp: 'Unternehmen', tage: 3, quelle: 'Regel des Portals' },
  { gueltigAb: '2026-01-01', kundentyp: 'Privatperson', tage: 3, quelle: 'Regel des Portals' },
] as const satisfies readonly { gueltigAb: string; kundentyp: string; tage: number; quelle: string }[];

/** The minimum for a Kunde's type on a calendar day (YYYY-MM-DD); an unknown type gets the strictest. */
export function mindestfristNachVerkuerzung(kundentyp: string, tag: string): { tage: number; quelle: string } {
  const passend = MINDESTFRISTEN.filter((m) => m.kundentyp === kundentyp && m.gueltigAb <= tag).sort((a, b) => b.gueltigAb.localeCompare(a.gueltigAb))[0];
  if (passend) return passend;
  return MINDESTFRISTEN.reduce((a, b) => (b.tage > a.tage ? b : a));
}

/** The administrator shortens a running Angebotsfrist: the bidders and the Kunde are told why. */
export const FRIST_GRUND_FEHLT = 'Bitte geben Sie an, warum die laufende Angebotsfrist verkürzt wird. Alle eingeladenen EVUs und der Kunde erhalten die Begründung.';
