import type { TranslationMessages } from 'ra-core';
import germanMessages from 'ra-language-german';
import { raErgaenzung } from './raErgaenzung';
import { vereinige } from './vereinige';

const ausschreibungFelder = {
  nummer: 'Nummer',
  typ: 'Sparte',
  bezeichnung: 'Bezeichnung',
  status: 'Status',
  kunde: 'Kunde',
  lieferbeginn: 'Lieferbeginn',
  lieferende: 'Lieferende',
  angebotsfrist: 'Angebotsfrist',
  anzahlLieferstellen: 'Lieferstellen',
  jahresverbrauchKwh: 'Jahresverbrauch (kWh)',
  anzahlAngebote: 'Angebote',
};

/** What every account has, in the lists of Kunden, EVUs and Administratoren. */
const kontoFelder = {
  login: 'Anmeldename',
  email: 'E-Mail',
  vorname: 'Vorname',
  nachname: 'Nachname',
  zustand: 'Zustand',
  angelegtAm: 'Angelegt am',
  letzteAnmeldung: 'Letzte Anmeldung',
};

/** The people management's success messages; an account created receives its activation mail at once. */
const personenMeldungen = (wer: string) => ({
  created: `${wer} wurde angelegt. Die E-Mail mit dem Aktivierungslink ist unterwegs.`,
  updated: 'Die Änderungen wurden gespeichert.',
});

/** react-admin's German messages plus the portal's own texts. */
export const de: TranslationMessages = {
  ...vereinige(germanMessages, raErgaenzung),
  resources: {
    ausschreibung: {
      name: 'Ausschreibung |||| Ausschreibungen',
      fields: ausschreibungFelder,
      notifications: { created: 'Die Ausschreibung wurde angelegt. Unser Team prüft sie jetzt.' },
    },
    // The EVU area has one resource per Sparte (its routes are /evu/ausschreibung/strom and …/gas).
    'ausschreibung/strom': { name: 'Stromausschreibung |||| Stromausschreibungen', fields: ausschreibungFelder },
    'ausschreibung/gas': { name: 'Gasausschreibung |||| Gasausschreibungen', fields: ausschreibungFelder },
    kunde: {
      name: 'Kunde |||| Kunden',
      fields: { ...kontoFelder, name: 'Name', typ: 'Typ', plz: 'PLZ', ort: 'Ort', anzahlAusschreibungen: 'Ausschreibungen' },
      notifications: personenMeldungen('Der Kunde'),
    },
    evu: {
      name: 'EVU |||| EVUs',
      fields: { ...kontoFelder, firma: 'Firma', sparten: 'Sparten', ansprechpartner: 'Ansprechpartner', ort: 'Ort', anzahlEinladungen: 'Einladungen', anzahlAngebote: 'Angebote' },
      notifications: personenMeldungen('Das EVU'),
    },
    administrator: {
      name: 'Administrator |||| Administratoren',
      fields: kontoFelder,
      notifications: personenMeldungen('Der Administrator'),
    },
  },
};
