import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Every table of the domain model (DESIGN.md section 5). Portable storage: booleans 0/1, instants as
 * epoch milliseconds (UTC), calendar dates as YYYY-MM-DD text, prices as integers in 1/10 000 of their unit.
 */
export interface Database {
  benutzer: BenutzerTable;
  kunde: KundeTable;
  evu: EvuTable;
  ausschreibung: AusschreibungTable;
  ausschreibung_anzahl: AusschreibungAnzahlTable;
  ausschreibung_suche_aufgeschoben: AusschreibungSucheAufgeschobenTable;
  lieferstelle: LieferstelleTable;
  einladung: EinladungTable;
  dokument: DokumentTable;
  angebot: AngebotTable;
  angebot_version: AngebotVersionTable;
  angebot_anhang: AngebotAnhangTable;
  sitzung: SitzungTable;
  sitzung_token: SitzungTokenTable;
  second_factor: SecondFactorTable;
  member_token: MemberTokenTable;
  mail_outbox: MailOutboxTable;
  wiederherstellungscode: WiederherstellungscodeTable;
  wiederherstellung_versand: WiederherstellungVersandTable;
  audit_event: AuditEventTable;
  client_log: ClientLogTable;
  encryption_key: EncryptionKeyTable;
  server_secret: ServerSecretTable;
  nummernkreis: NummernkreisTable;
  ratenlimit: RatenlimitTable;
  lastgang: LastgangTable;
  auktion: AuktionTable;
  auktion_gebot: AuktionGebotTable;
  auktion_ereignis: AuktionEreignisTable;
  auktion_strom: AuktionStromTable;
  bieterfrage: BieterfrageTable;
  vergabevermerk: VergabevermerkTable;
  ruege: RuegeTable;
  benachrichtigung_abbestellt: BenachrichtigungAbbestelltTable;
  neuigkeit: NeuigkeitTable;
  erinnerung_versand: ErinnerungVersandTable;
  informationsschreiben: InformationsschreibenTable;
  evu_zulassung: EvuZulassungTable;
  evu_zulassung_verlauf: EvuZulassungVerlaufTable;
  evu_nachweis: EvuNachweisTable;
  evu_eigenerklaerung: EvuEigenerklaerungTable;
  evu_referenz: EvuReferenzTable;
  evu_bonitaet: EvuBonitaetTable;
  ausschreibung_eignung: AusschreibungEignungTable;
  eignungspruefung: EignungspruefungTable;
}

export interface BenutzerTable {
  id: Generated<number>;
  login: string;
  /** lower-cased login: logins are unique regardless of case */
  login_key: string;
  email: string;
  vorname: string;
  nachname: string;
  /** comma-separated roles, as the token answer carries them */
  roles: string;
  password_hash: string;
  active: number;
  password_change_required: number;
  failed_logins: number;
  locked_until: number | null;
  /** 1 while an administrator has locked the account; unlike locked_until it never ends by itself */
  gesperrt: Generated<number>;
  created_at: number;
  version: number;
}

export interface KundeTable {
  id: Generated<number>;
  benutzer_id: number;
  typ: string;
  firma: string | null;
  anrede: string | null;
  vorname: string;
  nachname: string;
  geburtsdatum: string | null;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string | null;
  email: string;
  version: number;
  /** Kundenprüfung (migration 0026): when an administrator confirmed the Kunde; null while unconfirmed */
  geprueft_am: number | null;
  geprueft_von: number | null;
}

export interface EvuTable {
  id: Generated<number>;
  benutzer_id: number;
  firma: string;
  /** bit flags: 1 Strom, 2 Gas */
  sparten: number;
  bdew_codenummer: string | null;
  ansprechpartner: string;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string | null;
  email: string;
  version: number;
}

export interface AusschreibungTable {
  id: Generated<number>;
  nummer: string;
  /** 1 Strom, 2 Gas */
  sparte: number;
  kunde_id: number;
  bezeichnung: string;
  status: number;
  lieferbeginn: string;
  lieferende: string;
  angebotsfrist: number;
  bindefrist: number;
  preismodell: string;
  toleranzband: number;
  zahlungsziel_tage: number;
  rechnungslegung: string;
  bemerkung: string | null;
  oekostrom: string | null;
  marktgebiet: string | null;
  gasqualitaet: string | null;
  created_at: number;
  updated_at: number;
  version: number;
  /** § 20 (3) VgV: answers to bidders' questions later than this many days before the Angebotsfrist are late */
  antwortfrist_tage: Generated<number>;
  /** Kommune: the Zuschlag waits for the Stillhaltefrist (§ 134 GWB) and takes effect at zuschlag_wirksam_ab */
  zuschlag_angebot_id: number | null;
  zuschlag_vorgesehen_am: number | null;
  zuschlag_wirksam_ab: number | null;
  /** § 134 GWB: 1 the Zuschlag waits for the Stillhaltefrist, 0 not; fixed at the release from the Kunde's type then, null before (migration 0016) */
  stillhaltefrist_pflicht: number | null;
  /** Status 5 (migration 0024): when the Auftraggeber cancelled the procedure, and why (§ 63 VgV) */
  aufgehoben_am: number | null;
  aufhebung_begruendung: string | null;
  /** The supply contract the tender replaces (migration 0029), for the saving in the comparison; null when not entered */
  aktuell_arbeitspreis_ct_kwh_e4: number | null;
  aktuell_grundpreis_eur_monat_e4: number | null;
  aktuell_leistungspreis_eur_kw_jahr_e4: number | null;
  /** What the lists sort by, kept by triggers (migration 0011): the Kunde's name, the Lieferstellen and their
   * yearly consumption, all offers and the released ones (not 'eingereicht'). */
  kunde_name: Generated<string>;
  anzahl_lieferstellen: Generated<number>;
  jahresverbrauch_kwh: Generated<number>;
  anzahl_angebote: Generated<number>;
  anzahl_angebote_freigegeben: Generated<number>;
}

/** Tenders per (status, Sparte), kept by triggers (migration 0008): the list's count without reading the tenders. */
export interface AusschreibungAnzahlTable {
  status: number;
  sparte: number;
  anzahl: number;
}

/** Tenders whose search text waits for the end of a write of many Lieferstellen (migration 0012). */
export interface AusschreibungSucheAufgeschobenTable {
  ausschreibung_id: number;
}

export interface LieferstelleTable {
  id: Generated<number>;
  ausschreibung_id: number;
  position: number;
  bezeichnung: string;
  strasse: string;
  plz: string;
  ort: string;
  malo_id: string;
  zaehlpunkt: string | null;
  netzbetreiber: string;
  messart: string;
  jahresverbrauch_kwh: number;
  max_leistung_kw: number | null;
  spannungsebene: string | null;
  druckstufe: string | null;
  slp_profil: string | null;
}

/** The Lastgang of an RLM Lieferstelle (migration 0005). */
export interface LastgangTable {
  lieferstelle_id: number;
  /** epoch ms of the first quarter hour's start */
  beginn: number;
  anzahl: number;
  /** the quarter-hour powers as 32-bit little-endian integers in watts */
  werte_w: Buffer;
  /** JSON of the Kennzahlen (domain/lastgang/kennzahlen.ts) */
  kennzahlen: string;
  /** JSON list of German notes from the import */
  hinweise: string;
  dateiname: string;
  hochgeladen_am: number;
}

export interface EinladungTable {
  ausschreibung_id: number;
  evu_id: number;
  eingeladen_am: number;
  eingeladen_von: number | null;
  /** when the reminder before the Angebotsfrist was queued; null until then */
  erinnert_am: number | null;
  /** why an administrator invited an EVU not admitted for the Sparte (migration 0026); null for an admitted one */
  begruendung: string | null;
}

/** The columns of every stored upload, as server/dokumente/datei.ts `gespeicherteDatei` fills them. */
export interface GespeicherteDateiSpalten {
  name: string;
  content_type: string;
  size: number;
  data: Buffer;
  uploaded_by: number;
  uploaded_at: number;
}

export interface DokumentTable extends GespeicherteDateiSpalten {
  id: Generated<number>;
  ausschreibung_id: number | null;
}

export interface AngebotTable {
  id: Generated<number>;
  ausschreibung_id: number;
  evu_id: number;
  /** 1/10 000 ct per kWh */
  arbeitspreis_ct_kwh_e4: number;
  /** 1/10 000 € per month and Lieferstelle */
  grundpreis_eur_monat_e4: number;
  /** 1/10 000 € per kW and year (RLM) */
  leistungspreis_eur_kw_jahr_e4: number | null;
  /** 1/10 000 ct per kWh (Strom) */
  oekoaufschlag_ct_kwh_e4: number | null;
  bindefrist_bis: number;
  bemerkung: string | null;
  status: string;
  eingereicht_am: number;
  version: number;
}

/** An attachment of an offer (PDF or XLSX), sealed like its offer. */
export interface AngebotAnhangTable extends GespeicherteDateiSpalten {
  id: Generated<number>;
  angebot_id: number;
}

export interface AngebotVersionTable {
  id: Generated<number>;
  angebot_id: number;
  version: number;
  /** JSON of the offer as submitted */
  daten: string;
  erstellt_am: number;
  erstellt_von: number;
}

export interface SitzungTable {
  id: Generated<number>;
  benutzer_id: number;
  created_at: number;
  last_activity_at: number;
  /** created_at + absolute timeout */
  absolute_expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  ip_address: string;
  user_agent: string;
}

/** Access and refresh tokens of a session, stored as SHA-256 of the opaque value. */
export interface SitzungTokenTable {
  token_hash: string;
  sitzung_id: number;
  art: 'access' | 'refresh';
  expires_at: number;
  /** set when a refresh token was exchanged; a second use revokes the session */
  used_at: number | null;
}

export interface SecondFactorTable {
  id: Generated<number>;
  benutzer_id: number;
  type: number;
  label: string;
  secret: string;
  /** last accepted TOTP time step: a used step is never accepted again */
  last_used_step: number | null;
  created_at: number;
}

export interface MemberTokenTable {
  token_hash: string;
  art: 'ChangePassword' | 'ActivateUser' | 'SecondFactorRequest' | 'ConfirmEmail';
  benutzer_id: number;
  expires_at: number;
  used_at: number | null;
  /** extra data a token carries, e.g. the issued TOTP secret or the e-mail address to confirm */
  daten: string | null;
  created_at: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  empfaenger: string;
  betreff: string;
  text: string;
  html: string | null;
  /** JSON list of files with their content in base64, or null */
  anhaenge: string | null;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  next_attempt_at: number;
  /** lease of the instance that is sending it right now */
  claimed_until: number | null;
  last_error: string | null;
  /**
   * JSON `{ art, daten }` of a mail composed only when it is delivered (Postausgang.reiheAuftragEin); null once it is
   * composed, and for every mail queued with its text
   */
  auftrag: string | null;
}

/** A single-use recovery code of a user's second factor, as its SHA-256 (issue 41). */
export interface WiederherstellungscodeTable {
  code_hash: string;
  benutzer_id: number;
  created_at: number;
  used_at: number | null;
}

/** When a recovery mail of one kind last went to an address, keyed by the SHA-256 of `<kind>:<lower-cased address>` (issue 41). */
export interface WiederherstellungVersandTable {
  empfaenger_hash: string;
  gesendet_at: number;
}

export interface AuditEventTable {
  id: Generated<number>;
  at: number;
  benutzer_id: number | null;
  aktion: string;
  entitaet: string;
  entitaet_id: number | null;
  vorher: string | null;
  nachher: string | null;
  ip_address: string | null;
}

export interface ClientLogTable {
  id: Generated<number>;
  at: number;
  level: string;
  module: string;
  message: string;
  path: string | null;
  stacktrace: string | null;
  benutzer_id: number | null;
}

/** RSA key pairs for password encryption; shared by every instance, rotated with a grace period. */
export interface EncryptionKeyTable {
  id: string;
  public_key_pem: string;
  private_key_pem: string;
  modulus_hex: string;
  exponent_hex: string;
  created_at: number;
  /** no longer handed out after this instant */
  rotate_at: number;
  /** no longer accepted after this instant */
  expires_at: number;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

/** Running numbers for tender numbers (A-2026-00012) per year. */
export interface NummernkreisTable {
  name: string;
  wert: number;
}

/** Hits per route and IP in the current window of the rate limit, shared by all instances. */
export interface RatenlimitTable {
  /** route and IP, e.g. `POST /framework/oauth/token 203.0.113.7` */
  schluessel: string;
  anzahl: number;
  /** epoch ms; from here on the next hit opens a new window */
  fenster_ende: number;
}

/** The online auction of a tender in PruefungAngebote (issue 21); instants epoch ms. */
export interface AuktionTable {
  ausschreibung_id: number;
  status: 'geplant' | 'laeuft' | 'beendet';
  beginn: number;
  /** extensions included */
  ende: number;
  dauer_minuten: number;
  mindestschritt_ct_kwh_e4: number;
  verlaengerung_minuten: number;
  max_verlaengerungen: number;
  verlaengerungen: number;
  bestpreis_sichtbar: number;
  geplant_von: number | null;
  geplant_am: number;
}

/** Every accepted bid with its server time; bids are final. */
export interface AuktionGebotTable {
  id: Generated<number>;
  ausschreibung_id: number;
  evu_id: number;
  arbeitspreis_ct_kwh_e4: number;
  jahreskosten_euro: number;
  abgegeben_am: number;
  abgegeben_von: number;
  /** 1: a bid beyond the plausibility limit its bidder confirmed (issue 42; migration 0027) */
  plausibilitaet_bestaetigt: Generated<number>;
}

/** What viewers are streamed, each with the state after it (JSON null after abgesagt). */
export interface AuktionEreignisTable {
  id: Generated<number>;
  ausschreibung_id: number;
  art: 'geplant' | 'abgesagt' | 'begonnen' | 'gebot' | 'verlaengert' | 'beendet';
  at: number;
  gebot_id: number | null;
  stand: string;
}

/** An open auction stream on some instance, for the cap on streams per user across instances. */
export interface AuktionStromTable {
  id: Generated<number>;
  benutzer_id: number;
  /** the random id of the instance holding the stream */
  instanz: string;
  /** epoch ms (wall time); renewed while the instance runs, a row past it belongs to a dead instance */
  lebt_bis: number;
}

/** A bidder's question; the answer is a draft until beantwortet_am is set, then published to every invited EVU. */
export interface BieterfrageTable {
  id: Generated<number>;
  ausschreibung_id: number;
  evu_id: number;
  frage: string;
  gestellt_am: number;
  gestellt_von: number;
  antwort: string | null;
  beantwortet_am: number | null;
  beantwortet_von: number | null;
  /** set when the administrator withheld the question from the published list (the row and the audit keep it) */
  nicht_veroeffentlicht_am: number | null;
  /** the published wording when the administrator edited it; `frage` keeps what the bidder wrote */
  wortlaut: string | null;
}

/** The final Vergabevermerk of a closed tender, stored once and never changed (the database refuses updates). */
export interface VergabevermerkTable {
  ausschreibung_id: number;
  pdf: Buffer;
  sha256: string;
  erstellt_am: number;
}

export type Benutzer = Selectable<BenutzerTable>;
export type NeuerBenutzer = Insertable<BenutzerTable>;
export type BenutzerUpdate = Updateable<BenutzerTable>;
export type Ausschreibung = Selectable<AusschreibungTable>;
export type Sitzung = Selectable<SitzungTable>;
export type Angebot = Selectable<AngebotTable>;

/** A Rüge a bidder sent the Auftraggeber (§ 160 (3) GWB), recorded in the portal; undecided it holds the Zuschlag (migration 0024). */
export interface RuegeTable {
  id: Generated<number>;
  ausschreibung_id: number;
  eingegangen_am: number;
  text: string;
  erfasst_am: number;
  erfasst_von: number;
  /** null while undecided, then 'abgeholfen' or 'zurueckgewiesen' */
  ergebnis: string | null;
  entscheidung: string | null;
  entschieden_am: number | null;
  entschieden_von: number | null;
}

/** A kind of mail (domain/benachrichtigungen.ts) a user switched off (migration 0025). */
export interface BenachrichtigungAbbestelltTable {
  benutzer_id: number;
  art: string;
}

/** An entry of a user's start page: what happened, and the portal page it is about (migration 0025). */
export interface NeuigkeitTable {
  id: Generated<number>;
  benutzer_id: number;
  art: string;
  ausschreibung_id: number | null;
  text: string;
  /** the page inside the portal, e.g. /kunde/ausschreibung/12/show */
  pfad: string;
  at: number;
}

/** The German calendar day an EVU got its digest of reminders; one row per EVU and day (migration 0025). */
export interface ErinnerungVersandTable {
  evu_id: number;
  tag: string;
  at: number;
}

/** The Informationsschreiben (§ 134 GWB) a losing bidder was sent, as PDF, per offer (migration 0025). */
export interface InformationsschreibenTable {
  angebot_id: number;
  pdf: Buffer;
  versandt_am: number;
}

/** An EVU's current Zulassung per Sparte (migration 0026; states in domain/zulassung/status.ts). */
export interface EvuZulassungTable {
  evu_id: number;
  /** 1 Strom, 2 Gas */
  sparte: number;
  status: string;
  seit: number;
  begruendung: string | null;
  version: number;
}

/** Every transition of a Zulassung; `von` null when the portal made it (registration, expiry). */
export interface EvuZulassungVerlaufTable {
  id: Generated<number>;
  evu_id: number;
  sparte: number;
  status: string;
  at: number;
  von: number | null;
  begruendung: string | null;
}

/** A proof an EVU uploaded (kinds in domain/zulassung/nachweise.ts) and the administrator's check of it. */
export interface EvuNachweisTable extends GespeicherteDateiSpalten {
  id: Generated<number>;
  evu_id: number;
  art: string;
  /** YYYY-MM-DD, last valid day; null for kinds without an end */
  gueltig_bis: string | null;
  /** 'geprueft' | 'abgelehnt'; null while the administrator has not checked it */
  pruefung: string | null;
  pruefung_begruendung: string | null;
  geprueft_von: number | null;
  geprueft_am: number | null;
  /** the reminders 30 and 7 days before gueltig_bis, set by the instance that sent them */
  erinnert_30_am: number | null;
  erinnert_7_am: number | null;
}

/** The Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB): the form's answers, the signature and its PDF. */
export interface EvuEigenerklaerungTable {
  evu_id: number;
  /** JSON of the form's answers */
  angaben: string;
  unterzeichnet_name: string;
  unterzeichnet_am: string;
  pdf: Buffer;
  gespeichert_von: number;
  gespeichert_am: number;
}

/** One line of an EVU's Referenzliste. */
export interface EvuReferenzTable {
  id: Generated<number>;
  evu_id: number;
  kunde: string;
  volumen_mwh: number;
  sparte: number;
  von: string;
  bis: string | null;
}

/** A credit rating entered by an administrator (class 1 best … 6 default); the latest row counts. */
export interface EvuBonitaetTable {
  id: Generated<number>;
  evu_id: number;
  klasse: number;
  datum: string;
  quelle: string;
  erfasst_von: number | null;
  erfasst_am: number;
}

/** A public tender's Eignungskriterien (optional). */
export interface AusschreibungEignungTable {
  ausschreibung_id: number;
  mindestjahresumsatz_eur: number | null;
  mindest_referenzen: number | null;
  geaendert_von: number | null;
  geaendert_am: number;
}

/** The administrator's Eignungsprüfung of one bidder for one tender. */
export interface EignungspruefungTable {
  ausschreibung_id: number;
  evu_id: number;
  /** 1 geeignet, 0 nicht geeignet */
  geeignet: number;
  begruendung: string | null;
  geprueft_von: number | null;
  geprueft_am: number;
}
