import type { Rolle } from './rollen';

/**
 * The kinds of mail the portal sends about tenders, per role, and which of them a user may switch off. A mail the
 * law or the procedure requires (invitations, changed deadlines, answers to bidders' questions, Informationsschreiben,
 * the outcome) is `pflicht`: it goes out whatever the user chose. Mails about the own account (password, activation,
 * second factor) are not listed: they are never optional.
 */
export const BENACHRICHTIGUNGS_ARTEN = [
  { art: 'ausschreibungFreigegeben', rolle: 'Kunde', pflicht: false, bezeichnung: 'Ausschreibung freigegeben', beschreibung: 'Ihre Ausschreibung wurde für die eingeladenen Versorger freigegeben.' },
  { art: 'bieterantwortKunde', rolle: 'Kunde', pflicht: false, bezeichnung: 'Antworten auf Bieterfragen', beschreibung: 'Zu Ihrer Ausschreibung wurde eine Bieterfrage beantwortet.' },
  { art: 'auktionGeplantKunde', rolle: 'Kunde', pflicht: false, bezeichnung: 'Online-Auktion geplant', beschreibung: 'Zu Ihrer Ausschreibung wurde eine Online-Auktion angesetzt.' },
  { art: 'angeboteFreigegeben', rolle: 'Kunde', pflicht: true, bezeichnung: 'Angebote freigegeben', beschreibung: 'Die Angebote liegen zum Vergleich vor; mit der Bindefrist, bis zu der Sie den Zuschlag erteilen können.' },
  { art: 'informationsschreibenKopie', rolle: 'Kunde', pflicht: true, bezeichnung: 'Kopie der Informationsschreiben', beschreibung: 'Jedes Informationsschreiben nach § 134 GWB, das in Ihrem Namen an einen Bieter geht.' },
  { art: 'bieterfrageNeu', rolle: 'Administrator', pflicht: false, bezeichnung: 'Neue Bieterfragen', beschreibung: 'Ein Versorger hat eine Bieterfrage gestellt, die beantwortet werden muss.' },
  { art: 'zulassungsantrag', rolle: 'Administrator', pflicht: false, bezeichnung: 'Zulassungsanträge', beschreibung: 'Ein Versorger hat seine Zulassung beantragt; seine Nachweise warten auf Ihre Prüfung.' },
  { art: 'nachweisAblaufAdmin', rolle: 'Administrator', pflicht: false, bezeichnung: 'Ablaufende Nachweise der Versorger', beschreibung: 'Ein vorgeschriebener Nachweis eines Versorgers läuft in 30 oder 7 Tagen ab, oder seine Zulassung ist deshalb abgelaufen.' },
  { art: 'einladung', rolle: 'EVU', pflicht: true, bezeichnung: 'Einladungen', beschreibung: 'Sie sind zu einer Ausschreibung eingeladen.' },
  { art: 'fristaenderung', rolle: 'EVU', pflicht: true, bezeichnung: 'Geänderte Fristen', beschreibung: 'Die Angebotsfrist einer Ausschreibung wurde geändert.' },
  { art: 'bieterantwortEvu', rolle: 'EVU', pflicht: true, bezeichnung: 'Antworten auf Bieterfragen', beschreibung: 'Eine Bieterfrage wurde beantwortet; die Antwort gilt für alle Bieter.' },
  { art: 'auktionGeplantEvu', rolle: 'EVU', pflicht: true, bezeichnung: 'Online-Auktionen', beschreibung: 'Zu einer Ausschreibung, an der Sie teilnehmen, findet eine Online-Auktion statt.' },
  { art: 'erinnerung', rolle: 'EVU', pflicht: false, bezeichnung: 'Tägliche Erinnerung an Angebotsfristen', beschreibung: 'Einmal am Tag eine Übersicht der Ausschreibungen, deren Angebotsfrist bald endet und zu denen Sie noch kein Angebot abgegeben haben.' },
  { art: 'ergebnis', rolle: 'EVU', pflicht: true, bezeichnung: 'Ergebnis und Informationsschreiben', beschreibung: 'Zuschlag, vorgesehener Zuschlag oder Informationsschreiben nach § 134 GWB.' },
  { art: 'nachweisAblauf', rolle: 'EVU', pflicht: true, bezeichnung: 'Ablaufende Nachweise', beschreibung: '30 und 7 Tage bevor ein vorgeschriebener Nachweis abläuft, und wenn Ihre Zulassung deshalb abgelaufen ist.' },
  { art: 'zulassung', rolle: 'EVU', pflicht: true, bezeichnung: 'Entscheidungen über Ihre Zulassung', beschreibung: 'Ein Administrator hat Sie für eine Sparte zugelassen, abgelehnt, gesperrt oder entsperrt oder einen Ihrer Nachweise abgelehnt; mit seiner Begründung.' },
] as const satisfies readonly { art: string; rolle: Rolle; pflicht: boolean; bezeichnung: string; beschreibung: string }[];

export type BenachrichtigungsArt = (typeof BENACHRICHTIGUNGS_ARTEN)[number]['art'];

export const BENACHRICHTIGUNGS_ART_NAMEN = BENACHRICHTIGUNGS_ARTEN.map((a) => a.art) as BenachrichtigungsArt[];

/** The kinds of mail a user with these roles can get, in the order the settings page lists them. */
export function artenFuer(rollen: readonly string[]) {
  return BENACHRICHTIGUNGS_ARTEN.filter((a) => rollen.includes(a.rolle));
}

export function artVon(art: BenachrichtigungsArt) {
  return BENACHRICHTIGUNGS_ARTEN.find((a) => a.art === art)!;
}

/** The server's answer when a user tries to switch off a mail the law or the procedure requires. */
export function pflichtMeldung(art: BenachrichtigungsArt): string {
  return `Die E-Mail „${artVon(art).bezeichnung}“ ist vorgeschrieben und kann nicht abbestellt werden.`;
}
