/*
 * Field names the pages outside react-admin's areas show (sign-in, registration, the own account's pages) and that
 * the areas show too. Plain objects without react-admin: those pages read them directly, because they do not load
 * react-admin's translation (the login page's bundle stays small); de.ts offers them to the areas as
 * `resources.<name>.fields.*` and `portal.felder.*`.
 */

/** The address and contact of a Kunde's or an EVU's profile: registration, own Benutzerdaten, administrator's forms. */
export const anschriftFelder = {
  strasse: 'Straße und Hausnummer',
  plz: 'PLZ',
  ort: 'Ort',
  telefon: 'Telefon',
};

/** Whom the short label 'Ansprechpartner' names, wherever an EVU's profile is entered. */
export const ANSPRECHPARTNER_HINWEIS = 'Für Ausschreibungen: Person oder Abteilung, an die sich Kunden und Makler mit Fragen wenden';

/** What a person states about themselves, where the form's words differ from a list column's. */
export const profilFelder = {
  emailAdresse: 'E-Mail-Adresse',
  // Short, as in the EVU's Benutzerdaten: a longer label is cut on a 360 px phone, its '*' with it. The helper
  // text says whom it names.
  ansprechpartner: 'Ansprechpartner',
  kundentyp: 'Sie sind',
  firma: 'Firma',
  kommune: 'Name der Kommune',
  anrede: 'Anrede',
  vorname: 'Vorname',
  nachname: 'Nachname',
  sparten: 'Sparten',
  bdewCodenummer: 'BDEW-Codenummer',
};

/** Signing in and the own account: login name, passwords, second factors, sessions. */
export const anmeldeFelder = {
  anmeldename: 'Anmeldename',
  passwort: 'Passwort',
  passwortBestaetigen: 'Passwort bestätigen',
  aktuellesPasswort: 'Aktuelles Passwort',
  neuesPasswort: 'Neues Passwort',
  faktor: 'Faktor',
  code: 'Code',
  faktorBezeichnung: 'Bezeichnung',
  codeAusDerApp: 'Code aus der App',
  wiederherstellungscode: 'Wiederherstellungscode',
  dieseSitzung: 'diese Sitzung',
};

/** The columns of a session in the own session list (table and, on a phone, card). */
export const sitzungsFelder = {
  geraet: 'Gerät',
  ip: 'IP-Adresse',
  seit: 'Angemeldet seit',
  aktiv: 'Letzte Aktivität',
  aktion: 'Aktion',
};

/** The three selects of a date entered as day, month and year (a birth date). */
export const datumsteile = {
  tag: 'Tag',
  monat: 'Monat',
  jahr: 'Jahr',
};
