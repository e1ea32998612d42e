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
  },
};
