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
  /** issue 45: admitted long before the demo's tenders, or applied a few days ago and waiting for the administrator */
  zulassung: 'zugelassen' | 'in_pruefung';
  /** the latest credit rating: class 1–6, how many days old, from which agency */
  bonitaet: { klasse: number; tageAlt: number; quelle: string } | null;
  referenzen: { kunde: string; volumenMwh: number; sparte: 1 | 2; von: string; bis: string | null }[];
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
    zulassung: 'zugelassen',
    bonitaet: { klasse: 2, tageAlt: 40, quelle: 'Creditreform' },
    referenzen: [
      { kunde: 'Landkreis Ebersberg', volumenMwh: 18_500, sparte: 1, von: '2023-01-01', bis: '2025-12-31' },
      { kunde: 'Klinikum Rosenheim', volumenMwh: 9_200, sparte: 2, von: '2024-01-01', bis: null },
    ],
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
    zulassung: 'zugelassen',
    bonitaet: { klasse: 3, tageAlt: 120, quelle: 'Bürgel' },
    referenzen: [{ kunde: 'Hafenbetriebe Cuxhaven GmbH', volumenMwh: 6_800, sparte: 1, von: '2024-01-01', bis: null }],
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
    zulassung: 'zugelassen',
    // Class 5: a Zuschlag to this bidder shows the credit warning.
    bonitaet: { klasse: 5, tageAlt: 75, quelle: 'Creditreform' },
    referenzen: [{ kunde: 'Stadt Leverkusen', volumenMwh: 12_400, sparte: 2, von: '2022-10-01', bis: '2025-09-30' }],
  },
  {
    login: 'evu4',
    firma: 'Alpenstrom Energie GmbH',
    sparten: 1,
    bdewCodenummer: '9900000000053',
    vorname: 'Anton',
    nachname: 'Berger',
    strasse: 'Bahnhofstraße 21',
    plz: '87435',
    ort: 'Kempten',
    telefon: '0831 70707-0',
    email: 'vertrieb@alpenstrom.example',
    // Applied a few days ago: the administrator sees a waiting application; not invited anywhere yet.
    zulassung: 'in_pruefung',
    bonitaet: null,
    referenzen: [{ kunde: 'Allgäuer Molkerei eG', volumenMwh: 4_300, sparte: 1, von: '2024-07-01', bis: null }],
  },
];
