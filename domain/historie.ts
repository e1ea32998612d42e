/** One step in a tender's history (DESIGN.md section 6: "the admin sees a tender's history"). */
export interface HistorienEintrag {
  zeit: string;
  /** the acting person with their role, or 'System' for the deadline scheduler */
  wer: string;
  aktion: string;
  details: string | null;
}

/** German labels of the audit actions a tender's history shows. */
const LABEL = {
  ausschreibung_erstellt: 'Ausschreibung angelegt',
  ausschreibung_geaendert: 'Ausschreibung geändert',
  ausschreibung_geloescht: 'Ausschreibung gelöscht',
  evus_eingeladen: 'EVU-Einladungen geändert',
  ausschreibung_freigegeben: 'Ausschreibung freigegeben',
  angebotsfrist_abgelaufen: 'Angebotsfrist abgelaufen',
  angebote_freigegeben: 'Angebote für den Kunden freigegeben',
  angebot_abgegeben: 'Angebot abgegeben',
  angebot_geaendert: 'Angebot geändert',
  angebot_zu_spaet: 'Verspätetes Angebot abgewiesen',
  angebot_anhang_hochgeladen: 'Anhang zum Angebot hinzugefügt',
  angebot_anhang_geloescht: 'Anhang eines Angebots gelöscht',
  angebot_anhang_zu_spaet: 'Verspäteter Anhang abgewiesen',
  auktion_geplant: 'Online-Auktion geplant',
  auktion_abgesagt: 'Online-Auktion abgesagt',
  auktion_begonnen: 'Online-Auktion begonnen',
  auktion_verlaengert: 'Online-Auktion verlängert',
  auktion_beendet: 'Online-Auktion beendet',
  auktion_gebot_zu_spaet: 'Verspätetes Gebot abgewiesen',
  auktion_gebot_bestaetigt: 'Gebot außerhalb der Plausibilitätsgrenze bestätigt',
  /** no audit event: a bidder's bids, summed up from the auction's own table */
  auktion_gebote: 'Gebote in der Online-Auktion',
  auktion_protokoll: 'Auktionsprotokoll heruntergeladen',
  angebot_auktion: 'Angebot aus der Online-Auktion',
  zuschlag: 'Zuschlag erteilt',
  bindefrist_abgelaufen: 'Bindefrist abgelaufen',
  dokument_hochgeladen: 'Dokument hochgeladen',
  dokument_hochladen_verweigert: 'Hochladen eines Dokuments verweigert',
  bieterfrage_gestellt: 'Bieterfrage gestellt',
  bieterantwort_entworfen: 'Antwort auf Bieterfrage entworfen',
  bieterantwort_veroeffentlicht: 'Antwort auf Bieterfrage veröffentlicht',
  bieterfrage_bearbeitet: 'Wortlaut einer Bieterfrage bearbeitet',
  bieterfrage_nicht_veroeffentlicht: 'Bieterfrage nicht veröffentlicht',
  angebotsfrist_verlaengert: 'Angebotsfrist verlängert',
  antwortfrist_geaendert: 'Frist für Antworten geändert',
  zuschlag_vorgesehen: 'Zuschlag vorgesehen (Informationsschreiben versandt)',
  zuschlag_wirksam: 'Zuschlag nach Stillhaltefrist wirksam',
  vergabevermerk_abgeschlossen: 'Vergabevermerk abgeschlossen',
  ruege_erfasst: 'Rüge erfasst (hält den Zuschlag bis zur Entscheidung)',
  ruege_entschieden: 'Über Rüge entschieden',
  zuschlag_zurueckgenommen: 'Vorgesehener Zuschlag nach Abhilfe zurückgenommen',
  ausschreibung_aufgehoben: 'Ausschreibung aufgehoben',
  lastgang_importiert: 'Lastgang importiert',
  lastgang_geloescht: 'Lastgang gelöscht',
  eignung_geaendert: 'Eignungsprüfung geändert',
} as const;
export type Aktion = keyof typeof LABEL;
export const AKTION_LABEL: Readonly<Record<string, string>> & typeof LABEL = LABEL;

export const aktionLabel = (aktion: string) => AKTION_LABEL[aktion] ?? aktion.replace(/_/g, ' ');
