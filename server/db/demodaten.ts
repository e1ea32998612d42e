import type { Kundentyp } from '../../domain/ausschreibung';

/** The demo world of README.md: who exists and what they tender. All accounts use DEMO_PASSWORT. */
export const DEMO_PASSWORT = 'Demo#2026';

/** The account and address every demo Kunde and EVU has. */
interface DemoKonto {
  login: string;
  vorname: string;
  nachname: string;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string;
  email: string;
}

export interface DemoKunde extends DemoKonto {
  typ: Kundentyp;
  firma: string | null;
  anrede: string;
}

export interface DemoEvu extends DemoKonto {
  firma: string;
  sparten: number;
  bdewCodenummer: string;
}

export const DEMO_ADMIN = { login: 'admin', vorname: 'Anna', nachname: 'Verwalter', email: 'admin@energieausschreibung.example' };

export const DEMO_KUNDEN: DemoKunde[] = [
  {
    login: 'kunde',
    typ: 'Unternehmen',
    firma: 'Musterstadt Metallbau GmbH',
    anrede: 'Herr',
    vorname: 'Klaus',
    nachname: 'Kundmann',
    strasse: 'Industriestraße 12',
    plz: '44137',
    ort: 'Dortmund',
    telefon: '0231 123456-0',
    email: 'einkauf@musterstadt-metallbau.example',
  },
  {
    login: 'kunde2',
    typ: 'Kommune',
    firma: 'Gemeinde Beispielhausen',
    anrede: 'Frau',
    vorname: 'Petra',
    nachname: 'Amtmann',
    strasse: 'Rathausplatz 1',
    plz: '97070',
    ort: 'Würzburg',
    telefon: '0931 4711-0',
    email: 'energie@beispielhausen.example',
  },
];

export const DEMO_EVUS: DemoEvu[] = [
  {
    login: 'evu',
    firma: 'Stadtwerke Süd Energie GmbH',
    sparten: 3,
    bdewCodenummer: '9900000000011',
    vorname: 'Eva',
    nachname: 'Vertrieb',
    strasse: 'Werkstraße 5',
    plz: '80331',
    ort: 'München',
    telefon: '089 555123-0',
    email: 'geschaeftskunden@stadtwerke-sued.example',
  },
  {
    login: 'evu2',
    firma: 'Nordwind Strom AG',
    sparten: 1,
    bdewCodenummer: '9900000000029',
    vorname: 'Erik',
    nachname: 'Stromberg',
    strasse: 'Hafenkante 9',
    plz: '20457',
    ort: 'Hamburg',
    telefon: '040 987654-0',
    email: 'ausschreibungen@nordwind-strom.example',
  },
  {
    login: 'evu3',
    firma: 'Rheingas Versorgung GmbH',
    sparten: 2,
    bdewCodenummer: '9900000000037',
    vorname: 'Gisela',
    nachname: 'Leitung',
    strasse: 'Rheinallee 40',
    plz: '50668',
    ort: 'Köln',
    telefon: '0221 24680-0',
    email: 'vertrieb@rheingas.example',
  },
];
