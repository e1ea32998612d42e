/*
 * The areas' own words that name no single field of a resource: tabs, record facts made of several fields, inputs of
 * dialogs and the auction, column headers, chart labels, the account actions. de.ts places them under `portal.*`; a
 * screen names them by key (react-admin's fields, inputs, buttons and tabs translate a key given as `label`, useNotify
 * translates its message, other components go through `useTranslate`).
 */

/** Kunden, EVUs and Administratoren in the administrator's area. */
export const personenTexte = {
  anlegen: 'Anlegen',
  aktionen: 'Aktionen',
  name: 'Name',
  anschrift: 'Anschrift',
  kontoinhaber: 'Kontoinhaber',
  eingeladenZu: 'Eingeladen zu',
  abgegebeneAngebote: 'Abgegebene Angebote',
  historie: 'Historie des Kontos',
  reiter: { uebersicht: 'Übersicht', zulassung: 'Zulassung', historie: 'Historie' },
  konto: {
    zustand: 'Zustand',
    aktiviert: 'Aktiviert',
    gesperrtBis: 'Nach Fehlversuchen gesperrt bis',
    passwortwechsel: 'Passwortwechsel',
    letzteAnmeldung: 'Letzte Anmeldung',
    sitzungen: 'Offene Sitzungen',
    zweiteFaktoren: 'Zweite Faktoren',
    angelegtAm: 'Angelegt am',
  },
  /** The context menu of a row and the record page's buttons: each action's entry, its question, its success. */
  kontoAktionen: {
    oeffnen: 'Öffnen',
    bearbeiten: 'Bearbeiten',
    sperren: {
      titel: 'Sperren',
      frage: 'Konto sperren?',
      text: 'Das Konto „%{name}“ wird gesperrt und alle seine Sitzungen enden sofort. Eine Anmeldung ist erst nach dem Entsperren wieder möglich.',
      bestaetigen: 'Sperren',
      erfolg: 'Das Konto wurde gesperrt.',
    },
    entsperren: { titel: 'Entsperren', erfolg: 'Das Konto wurde entsperrt.' },
    aktivierung: { titel: 'Aktivierung erneut senden', erfolg: 'Die Aktivierungs-E-Mail wurde erneut gesendet.' },
    sitzungen: {
      titel: 'Sitzungen beenden',
      frage: 'Sitzungen beenden?',
      text: 'Alle Sitzungen des Kontos „%{name}“ werden beendet. Wer damit angemeldet ist, muss sich neu anmelden.',
      bestaetigen: 'Sitzungen beenden',
      erfolg: 'Alle Sitzungen wurden beendet.',
    },
    zweiteFaktoren: {
      titel: 'Zweite Faktoren zurücksetzen',
      frage: 'Zweite Faktoren zurücksetzen?',
      text: 'Alle zweiten Faktoren des Kontos „%{name}“ werden entfernt. Bis ein neuer eingerichtet ist, genügt für die Anmeldung das Passwort.',
      bestaetigen: 'Zurücksetzen',
      erfolg: 'Die zweiten Faktoren wurden zurückgesetzt.',
    },
    loeschen: { titel: 'Löschen', erfolg: 'Der Eintrag wurde gelöscht.' },
  },
};

/** The columns of an audit trail (a tender's, an account's). */
export const historieTexte = {
  zeitpunkt: 'Zeitpunkt',
  wer: 'Wer',
  aktion: 'Aktion',
  details: 'Details',
};

/** The administrator's dashboard: the chart of the tendered volume (its series are the Sparten, named by the domain). */
export const dashboardTexte = {
  // What the chart counts (the annual volume of the Lieferstellen) and by what (the month their delivery starts).
  volumen: { name: 'Ausgeschriebene Jahresmenge nach Monat des Lieferbeginns', achse: 'Jahresmenge (MWh)', monat: 'Monat des Lieferbeginns' },
};

/** A tender's pages: the administrator's tabs, the form, the Lieferstellen table, the Bieterfragen. */
export const ausschreibungTexte = {
  neu: 'Neue Ausschreibung',
  absenden: 'Ausschreibung absenden',
  historie: 'Historie der Ausschreibung',
  reiter: {
    eckdaten: 'Eckdaten',
    lieferstellen: 'Lieferstellen',
    evusUndFreigabe: 'EVUs und Freigabe',
    dokumente: 'Dokumente',
    eignung: 'Eignung',
    angebote: 'Angebote',
    auktion: 'Online-Auktion',
    bieterfragen: 'Bieterfragen',
    ruegen: 'Rügen',
    historie: 'Historie',
  },
  lieferstelleEntfernen: 'Lieferstelle entfernen',
  zeilenAusExcel: 'Zeilen aus Excel',
  /** The columns of the Lieferstellen table every role sees (units in the heading, address in one column). */
  lieferstellen: {
    bezeichnung: 'Bezeichnung',
    anschrift: 'Anschrift',
    maloZaehlpunkt: 'MaLo-ID / Zählpunkt',
    maloId: 'MaLo-ID',
    zaehlpunkt: 'Zählpunkt',
    netzbetreiber: 'Netzbetreiber',
    messart: 'Messart',
    jahresverbrauchKwh: 'Jahresverbrauch (kWh)',
    maxLeistungKw: 'Max. Leistung (kW)',
    spannungDruck: 'Spannung / Druck',
    lastgang: 'Lastgang',
  },
  /** The offers ranked by annual cost (administrator and Kunde), as table columns and as a phone's card. */
  angebote: {
    titel: 'Angebote nach Jahreskosten',
    rang: 'Rang',
    evu: 'EVU',
    aktion: 'Aktion',
    jahreskosten: 'Jahreskosten',
    differenz: 'Differenz zum besten',
    jahreskostenUndDifferenz: 'Jahreskosten, Differenz zum besten',
    ersparnis: 'Gegenüber dem aktuellen Vertrag',
    mischpreis: 'Mischpreis (ct/kWh)',
    arbeitspreis: 'Arbeitspreis (ct/kWh)',
    grundpreis: 'Grundpreis (€/Monat)',
    leistungspreis: 'Leistungspreis (€/kW·a)',
    oekoaufschlag: 'Öko-Aufschlag (ct/kWh)',
    bindefrist: 'Bindefrist',
    status: 'Status',
    bemerkung: 'Bemerkung',
    anhaenge: 'Anhänge',
  },
  bieterfragen: {
    antwort: 'Antwort',
    ihreFrage: 'Ihre Frage',
    neueAngebotsfrist: 'Neue Angebotsfrist (deutsche Zeit)',
    antwortfrist: 'Antwortfrist (Tage vor der Angebotsfrist)',
    wortlaut: 'Veröffentlichter Wortlaut',
  },
};

/** The EVU's offer form. */
export const angebotTexte = {
  arbeitspreis: 'Arbeitspreis',
  grundpreis: 'Grundpreis',
  leistungspreis: 'Leistungspreis',
  oekoaufschlag: 'Öko-Aufschlag',
  bindefristBis: 'Angebot gültig bis (Bindefrist)',
  bemerkung: 'Bemerkung',
};

/** The live auction: the administrator's plan, the clock, the EVU's bid. */
export const auktionTexte = {
  beginn: 'Beginn (deutsche Zeit)',
  dauerMinuten: 'Dauer (Minuten, 1–120)',
  mindestschrittCtKwh: 'Mindestschritt (ct/kWh)',
  verlaengerungMinuten: 'Verlängerung (Minuten, 0 = keine)',
  maxVerlaengerungen: 'Höchstens so viele Verlängerungen',
  bestpreisSichtbar: 'Bieter sehen die besten Jahreskosten',
  beginnIn: 'Beginn in',
  restzeit: 'Restzeit',
  neuerArbeitspreis: 'Neuer Arbeitspreis (ct/kWh)',
};

/** The administrator's export of tenders by delivery start. */
export const exportTexte = {
  von: 'Lieferbeginn von',
  bis: 'Lieferbeginn bis',
};

/** The unit of a Lastgang file's values, chosen on upload. */
export const lastgangTexte = {
  einheit: { kopf: 'aus der Kopfzeile', kW: 'kW (Leistung)', kWh: 'kWh je Viertelstunde' },
  /** The axes and series of the Jahresdauerlinie and the average week. */
  bilder: { stundenImJahr: 'Stunden im Jahr', leistungKw: 'Leistung (kW)', leistung: 'Leistung', mittlereLeistung: 'Mittlere Leistung' },
};
