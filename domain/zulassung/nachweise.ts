/**
 * The proofs of an EVU's suitability (issue 45; § 122 GWB Fachkunde und Leistungsfähigkeit, §§ 123/124 GWB
 * Ausschlussgründe, § 50 VgV Eigenerklärung). Uploaded kinds come as files with a Gültig-bis date; the Eigenerklärung
 * and the Referenzliste are forms in the portal; the BDEW-Codenummer is a field of the EVU.
 */
export const HOCHGELADENE_NACHWEISE = ['Handelsregisterauszug', 'Jahresabschluss', 'Bonitaetsauskunft', 'Betriebshaftpflicht', 'Oekostromzertifikat'] as const;
export type HochgeladenerNachweis = (typeof HOCHGELADENE_NACHWEISE)[number];
/** A kind that comes as an uploaded file (with a Gültig bis, checked by the administrator), not a form of the portal. */
export const istHochgeladenerNachweis = (art: unknown): art is HochgeladenerNachweis => (HOCHGELADENE_NACHWEISE as readonly unknown[]).includes(art);

export const NACHWEISE = [...HOCHGELADENE_NACHWEISE, 'Eigenerklaerung', 'Referenzliste', 'BdewCodenummer'] as const;
export type Nachweis = (typeof NACHWEISE)[number];

export const NACHWEIS_LABEL: Record<Nachweis, string> = {
  Handelsregisterauszug: 'Handelsregisterauszug',
  Jahresabschluss: 'Bilanz/Jahresabschluss',
  Bonitaetsauskunft: 'Bonitätsauskunft',
  Betriebshaftpflicht: 'Betriebshaftpflichtversicherung',
  Oekostromzertifikat: 'Ökostrom-Zertifikat',
  Eigenerklaerung: 'Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB)',
  Referenzliste: 'Referenzliste',
  BdewCodenummer: 'BDEW-Codenummer / Marktpartner-ID',
};

/**
 * A requirement is met by any one of its kinds (the last year's Jahresabschluss or a Bonitätsauskunft). The default of
 * the server's setting NACHWEISE_PFLICHT, written the same way: requirements separated by commas, alternatives by `|`.
 */
export const NACHWEISE_PFLICHT_STANDARD = 'Handelsregisterauszug,Jahresabschluss|Bonitaetsauskunft,Betriebshaftpflicht,Eigenerklaerung,Referenzliste,BdewCodenummer';

/** A Handelsregisterauszug may be at most this many months old: its Gültig bis lies at most that far after the upload. */
export const HANDELSREGISTER_HOECHSTALTER_MONATE = 6;

/** Days before a required proof's Gültig bis at which the EVU and the administrators are reminded. */
export const ABLAUF_ERINNERUNG_TAGE = [30, 7] as const;

/** Per kind, whether each proof (`nachweise` newest first within its kind) is the newest of its kind; an older one is replaced. */
export function mitAktuellem<T extends { art: string }>(nachweise: readonly T[]): (T & { aktuell: boolean })[] {
  const gesehen = new Set<string>();
  return nachweise.map((n) => {
    const aktuell = !gesehen.has(n.art);
    gesehen.add(n.art);
    return { ...n, aktuell };
  });
}
