import { render } from '@testing-library/react';
import { Admin, Resource, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ausschreibungListe, stromAusschreibung } from '../../../../src/admin/ausschreibung';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';

/** A Strom tender in Prüfung Ausschreibung as the backoffice list shows it. */
export const zeile = { id: 1, nummer: 'A-2026-00001', typ: 1, bezeichnung: 'Strom Rathaus', status: 0, kunde: 'Gemeinde', lieferbeginn: '2027-01-01', lieferende: '2027-12-31', angebotsfrist: '2026-12-20T22:50:00.000Z', anzahlLieferstellen: 1, jahresverbrauchKwh: 50000, anzahlAngebote: 0 };
/** The same tender as its page reads it, with one Lieferstelle. */
export const detail = {
  ...zeile,
  kundeId: 3,
  bindefrist: '2026-12-27T22:50:00.000Z',
  preismodell: 'Festpreis',
  toleranzband: 10,
  zahlungszielTage: 14,
  rechnungslegung: 'Monatsrechnung',
  bemerkung: null,
  oekostrom: 'keiner',
  version: 2,
  eingeladeneEvus: [],
  warnungen: {},
  lieferstellen: [
    { id: 11, bezeichnung: 'Rathaus', strasse: 'Markt 1', plz: '12345', ort: 'Musterstadt', maloId: '50012345051', zaehlpunkt: null, netzbetreiber: 'Netz AG', messart: 'SLP', jahresverbrauchKwh: 50000, maxLeistungKw: null, slpProfil: null, spannungsebene: 'NS' },
  ],
};

/** A data provider answering with that tender; `ueberschreibt` replaces methods. */
export function anbieter(ueberschreibt: Partial<Record<string, unknown>> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [zeile], total: 1 })),
    getOne: vi.fn(async () => ({ data: detail })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    update: vi.fn(),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    optionen: vi.fn(async () => ({ status: [{ label: 'Prüfung Ausschreibung', value: 0 }, { label: 'Aktiv', value: 1 }], kunden: [], evus: [], typen: [{ label: 'Strom', value: 1 }, { label: 'Gas', value: 2 }] })),
    passendeEvus: vi.fn(async () => []),
    nichtZugelasseneEvus: vi.fn(async () => []),
    ...ueberschreibt,
  } as unknown as DataProvider;
}

/** The backoffice's tender area (the list and the Strom tenders) at `pfad`. */
export function bereich(dataProvider: DataProvider, pfad: string) {
  return render(
    <MemoryRouter initialEntries={[pfad]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Resource name="ausschreibung" {...ausschreibungListe} />
        <Resource name="ausschreibung/strom" {...stromAusschreibung} />
      </Admin>
    </MemoryRouter>,
  );
}
