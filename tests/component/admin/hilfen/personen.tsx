import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource, type DataProvider, type LayoutComponent } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { administrator } from '../../../../src/admin/administrator/index';
import { evu } from '../../../../src/admin/evu/index';
import { kunde } from '../../../../src/admin/kunde/index';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { NotificationBar } from '../../../../src/ui/notifications/NotificationBar';
import { RaNotifications } from '../../../../src/ui/notifications/RaNotifications';

const konto = { zustand: 1, angelegtAm: '2026-01-05T10:00:00.000Z' };

export const kundeZeile = { ...konto, id: 3, login: 'kunde', email: 'einkauf@musterstadt-metallbau.example', name: 'Musterstadt Metallbau GmbH', typ: 'Unternehmen', plz: '44137', ort: 'Dortmund', anzahlAusschreibungen: 5, anzahlZweiteFaktoren: 0 };
export const evuZeile = { ...konto, id: 7, login: 'evu2', email: 'ausschreibungen@nordwind-strom.example', firma: 'Nordwind Strom AG', sparten: 1, ansprechpartner: 'Erik Stromberg', ort: 'Hamburg', anzahlEinladungen: 4, anzahlAngebote: 3, anzahlZweiteFaktoren: 1, zulassung: [{ sparte: 1, status: 'zugelassen' }] };

const kontoStand = {
  benutzerId: 40,
  aktiv: true,
  gesperrt: false,
  gesperrtBis: null,
  passwortAenderungErforderlich: false,
  letzteAnmeldung: '2026-02-01T08:15:00.000Z',
  anzahlSitzungen: 2,
  anzahlZweiteFaktoren: 1,
  version: 4,
};

export const kundeDatensatz = {
  ...konto,
  ...kontoStand,
  id: 3,
  login: 'kunde',
  email: 'einkauf@musterstadt-metallbau.example',
  typ: 'Unternehmen',
  firma: 'Musterstadt Metallbau GmbH',
  anrede: 'Herr',
  vorname: 'Klaus',
  nachname: 'Kundmann',
  geburtsdatum: null,
  strasse: 'Industriestraße 12',
  plz: '44137',
  ort: 'Dortmund',
  telefon: '0231 123456-0',
  anzahlAusschreibungen: 5,
  typFestgelegt: true,
  geprueft: { am: '2026-01-05T10:00:00.000Z', von: 'Anna Verwalter' },
};

export const evuDatensatz = {
  ...konto,
  ...kontoStand,
  id: 7,
  login: 'evu2',
  email: 'ausschreibungen@nordwind-strom.example',
  firma: 'Nordwind Strom AG',
  sparten: 1,
  bdewCodenummer: '9900000000029',
  ansprechpartner: 'Erik Stromberg',
  vorname: 'Erik',
  nachname: 'Stromberg',
  strasse: 'Hafenkante 9',
  plz: '20457',
  ort: 'Hamburg',
  telefon: null,
  anzahlEinladungen: 4,
  anzahlAngebote: 3,
};

const zeilen: Record<string, object[]> = { kunde: [kundeZeile], evu: [evuZeile], administrator: [] };
const datensaetze: Record<string, object> = { kunde: kundeDatensatz, evu: evuDatensatz };
const zustaende = [
  { label: 'Nicht aktiviert', value: 0 },
  { label: 'Aktiv', value: 1 },
  { label: 'Gesperrt', value: 2 },
];
const optionen: Record<string, object> = {
  kunde: { zustaende, typen: ['Unternehmen', 'Kommune', 'Privatperson'].map((t) => ({ label: t, value: t })) },
  evu: {
    zustaende,
    sparten: [{ label: 'Strom', value: 1 }, { label: 'Gas', value: 2 }],
    zulassung: [
      { label: 'registriert', value: 'registriert' },
      { label: 'in Prüfung', value: 'in_pruefung' },
      { label: 'zugelassen', value: 'zugelassen' },
    ],
  },
  administrator: { zustaende },
};

/** The administrator's data provider in memory: the people management's calls, each a spy. */
export function anbieter(ueberschreibt: Partial<Record<string, unknown>> = {}) {
  const provider = {
    getList: vi.fn(async (resource: string, _params: unknown) => ({ data: zeilen[resource] ?? [], total: (zeilen[resource] ?? []).length })),
    getOne: vi.fn(async (resource: string, _params: { id: unknown }) => ({ data: datensaetze[resource] })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...evuDatensatz, ...params.data, id: 99, zustand: 0, aktiv: false } })),
    update: vi.fn(async (_resource: string, params: { id: unknown; data: Record<string, unknown> }) => ({ data: { ...kundeDatensatz, ...params.data, version: 5 } })),
    updateMany: vi.fn(),
    delete: vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } })),
    deleteMany: vi.fn(),
    personenOptionen: vi.fn(async (resource: string) => optionen[resource]),
    kontoSperren: vi.fn(async (_resource: string, _id: unknown) => undefined),
    kontoEntsperren: vi.fn(async (_resource: string, _id: unknown) => undefined),
    aktivierungSenden: vi.fn(async (_resource: string, _id: unknown) => undefined),
    sitzungenBeenden: vi.fn(async (_resource: string, _id: unknown) => undefined),
    zweiteFaktorenZuruecksetzen: vi.fn(async (_resource: string, _id: unknown) => undefined),
    kundePruefen: vi.fn(async (_id: unknown, _version: number) => undefined),
    kontoHistorie: vi.fn(async () => [{ zeit: '2026-02-01T08:15:00.000Z', wer: 'Anna Verwalter (Administrator)', aktion: 'Konto angelegt', details: null }]),
    ...ueberschreibt,
  };
  return provider as typeof provider & DataProvider;
}

/** Where the router is, so that a test sees navigation (or its absence). */
function Adresse() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

/**
 * The three resources as the administrator area registers them, with the portal's messages on screen. A store
 * of its own per test: react-admin would otherwise keep a list's filters for the next test.
 */
export function personenBereich(dataProvider: DataProvider, pfad: string, layout?: LayoutComponent) {
  return render(
    <MemoryRouter initialEntries={[pfad]}>
      <Adresse />
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} notification={RaNotifications} store={memoryStore()} layout={layout}>
        <Resource name="kunde" {...kunde} />
        <Resource name="evu" {...evu} />
        <Resource name="administrator" {...administrator} />
      </Admin>
      <NotificationBar />
    </MemoryRouter>,
  );
}
