import type { TranslationMessages } from 'ra-core';
import germanMessages from 'ra-language-german';
import { raErgaenzung } from './raErgaenzung';
import { vereinige } from './vereinige';
import { RESSOURCEN } from '../../domain/ressourcen';
import { anschriftFelder, profilFelder } from './felder';
import { angebotTexte, auktionTexte, ausschreibungTexte, dashboardTexte, exportTexte, historieTexte, lastgangTexte, personenTexte } from './bereiche';

/** A Lieferstelle's fields, in the tender form's list of Lieferstellen. */
const lieferstelleFelder = {
  bezeichnung: 'Bezeichnung',
  strasse: 'Straße',
  plz: 'PLZ',
  ort: 'Ort',
  maloId: 'MaLo-ID',
  zaehlpunkt: 'Zählpunkt',
  netzbetreiber: 'Netzbetreiber',
  messart: 'Messart',
  jahresverbrauchKwh: 'Jahresverbrauch',
  maxLeistungKw: 'Max. Leistung',
  spannungsebene: 'Spannungsebene',
  druckstufe: 'Druckstufe',
};

/** A tender's fields in its lists, filters and forms. */
const ausschreibungFelder = {
  nummer: 'Nummer',
  typ: 'Sparte',
  bezeichnung: 'Bezeichnung',
  status: 'Status',
  kunde: 'Kunde',
  lieferbeginn: 'Lieferbeginn',
  lieferende: 'Lieferende',
  lieferzeitraum: 'Lieferzeitraum',
  angebotsfrist: 'Angebotsfrist',
  bindefrist: 'Bindefrist',
  preismodell: 'Preismodell',
  rechnungslegung: 'Rechnungslegung',
  zahlungszielTage: 'Zahlungsziel',
  toleranzband: 'Toleranzband',
  oekostrom: 'Ökostrom',
  marktgebiet: 'Marktgebiet',
  gasqualitaet: 'Gasqualität',
  bemerkung: 'Bemerkung',
  aktuellerVertrag: 'Aktueller Vertrag',
  anzahlLieferstellen: 'Lieferstellen',
  jahresverbrauchKwh: 'Jahresverbrauch (kWh)',
  anzahlAngebote: 'Angebote',
  stillhaltefrist: 'Stillhaltefrist (§ 134 GWB)',
  // The EVU's list: where its own offer stands; the record page: Marktgebiet and Gasqualität in one line
  ihrAngebot: 'Ihr Angebot',
  marktgebietUndGasqualitaet: 'Marktgebiet / Gasqualität',
  // The list's filters
  typen: 'Sparte',
  kunden: 'Kunden',
  evus: 'EVUs',
  angebotsfristBis: 'Angebotsfrist bis',
  angebotOffen: 'Angebot offen',
  // The EVU's order: the Aktiv tenders by the time left, then the rest
  fristZuerst: 'Frist zuerst',
  // The administrator's queue: by the step a tender is in, then the soonest Angebotsfrist
  dringlichkeit: 'Dringlichkeit',
  lieferstellen: 'Lieferstellen',
  // An input inside the list of Lieferstellen is named `lieferstellen.<field>` (react-admin drops the row's index);
  // flat keys, because `lieferstellen` itself names the list.
  ...Object.fromEntries(Object.entries(lieferstelleFelder).map(([feld, text]) => [`lieferstellen.${feld}`, text])),
};

/** What every account has, in the lists, filters and forms of Kunden, EVUs and Administratoren. */
const kontoFelder = {
  login: 'Anmeldename',
  email: 'E-Mail',
  vorname: 'Vorname',
  nachname: 'Nachname',
  zustand: 'Zustand',
  zustaende: 'Zustand',
  angelegtAm: 'Angelegt am',
  letzteAnmeldung: 'Letzte Anmeldung',
};

/** The people management's success messages; an account created receives its activation mail at once. */
/** What every saved record's form says once the server took it. */
const GESPEICHERT = 'Die Änderungen wurden gespeichert.';

/** A declared resource's name, field labels and messages, from its declaration (domain/ressourcen). */
const deklarierteRessourcen = Object.fromEntries(
  RESSOURCEN.map((d) => [
    d.name,
    {
      name: `${d.einzahl} |||| ${d.mehrzahl}`,
      fields: Object.fromEntries(Object.entries(d.felder).map(([name, f]) => [name, f.label])),
      notifications: {
        created: `${d.artikel} ${d.einzahl} wurde angelegt.`,
        updated: GESPEICHERT,
        deleted: `${d.artikel} ${d.einzahl} wurde gelöscht.`,
      },
    },
  ]),
);

const personenMeldungen = (wer: string) => ({
  created: `${wer} wurde angelegt. Die E-Mail mit dem Aktivierungslink ist unterwegs.`,
  updated: GESPEICHERT,
});

/** react-admin's German messages plus the portal's own texts. */
/**
 * Counted words with polyglot's plural forms (`smart_count` picks the form, `anzahl` is the number written the
 * German way, 1.000); read through `anzahl()` in anzahl.ts.
 */
export const ZAEHLWOERTER = {
  lieferstelle: '%{anzahl} Lieferstelle |||| %{anzahl} Lieferstellen',
  zeile: '%{anzahl} Zeile |||| %{anzahl} Zeilen',
  eingefuegteZeile: '%{anzahl} eingefügte Zeile |||| %{anzahl} eingefügte Zeilen',
  ausschreibung: '%{anzahl} Ausschreibung |||| %{anzahl} Ausschreibungen',
  angebot: '%{anzahl} Angebot |||| %{anzahl} Angebote',
  tag: '%{anzahl} Tag |||| %{anzahl} Tage',
  stunde: '%{anzahl} Stunde |||| %{anzahl} Stunden',
  minute: '%{anzahl} Minute |||| %{anzahl} Minuten',
  ausgewaehlteZeileHat: '%{anzahl} ausgewählte Zeile hat |||| %{anzahl} ausgewählte Zeilen haben',
  alleAngebote: 'das Angebot |||| alle %{anzahl} Angebote',
} as const;

export const de: TranslationMessages = {
  ...vereinige(germanMessages, raErgaenzung),
  portal: {
    anzahl: ZAEHLWOERTER,
    seiten: { bereich: '%{von}–%{bis} von %{gesamt}', mehrAls: '%{von}–%{bis} von mehr als %{mindestens}' },
    felder: profilFelder,
    personen: personenTexte,
    ausschreibung: ausschreibungTexte,
    angebot: angebotTexte,
    auktion: auktionTexte,
    export: exportTexte,
    lastgang: lastgangTexte,
    historie: historieTexte,
    dashboard: dashboardTexte,
  },
  resources: {
    ausschreibung: {
      name: 'Ausschreibung |||| Ausschreibungen',
      fields: ausschreibungFelder,
      notifications: { created: 'Die Ausschreibung wurde angelegt. Unser Team prüft sie jetzt.' },
    },
    // The EVU's tender pages live under their Sparte (/evu/ausschreibung/strom/:id/show and …/gas/…).
    'ausschreibung/strom': { name: 'Stromausschreibung |||| Stromausschreibungen', fields: ausschreibungFelder },
    'ausschreibung/gas': { name: 'Gasausschreibung |||| Gasausschreibungen', fields: ausschreibungFelder },
    kunde: {
      name: 'Kunde |||| Kunden',
      fields: {
        ...kontoFelder,
        ...anschriftFelder,
        name: 'Name',
        typ: 'Typ',
        typen: 'Typ',
        firma: 'Firma',
        anrede: 'Anrede',
        geburtsdatum: 'Geburtsdatum',
        anzahlAusschreibungen: 'Ausschreibungen',
      },
      notifications: personenMeldungen('Der Kunde'),
    },
    evu: {
      name: 'EVU |||| EVUs',
      fields: {
        ...kontoFelder,
        ...anschriftFelder,
        firma: 'Firma',
        sparten: 'Sparten',
        bdewCodenummer: 'BDEW-Codenummer',
        ansprechpartner: 'Ansprechpartner',
        anzahlEinladungen: 'Einladungen',
        anzahlAngebote: 'Angebote',
        zulassung: 'Zulassung',
      },
      notifications: personenMeldungen('Das EVU'),
    },
    administrator: {
      name: 'Administrator |||| Administratoren',
      fields: kontoFelder,
      notifications: personenMeldungen('Der Administrator'),
    },
    ...deklarierteRessourcen,
  },
};
