import { render, screen } from '@testing-library/react';
import { Admin, AdminContext, RecordContextProvider, Resource, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stromAusschreibung } from '../../../src/admin/ausschreibung';
import { AusschreibungEckdaten } from '../../../src/ausschreibung/AusschreibungEckdaten';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { StillhaltefristAngabe } from '../../../src/vergabe/StillhaltefristAngabe';

const detail = {
  id: 1,
  nummer: 'A-2026-00001',
  typ: 1,
  bezeichnung: 'Strom Rathaus',
  status: 1,
  kunde: 'Gemeinde Beispielhausen',
  kundeId: 3,
  lieferbeginn: '2027-01-01',
  lieferende: '2027-12-31',
  angebotsfrist: '2026-12-20T22:50:00.000Z',
  bindefrist: '2026-12-27T22:50:00.000Z',
  preismodell: 'Festpreis',
  toleranzband: 10,
  zahlungszielTage: 14,
  rechnungslegung: 'Monatsrechnung',
  bemerkung: null,
  oekostrom: 'keiner',
  version: 2,
  anzahlAngebote: 0,
  eingeladeneEvus: [],
  warnungen: {},
  lieferstellen: [],
};

// The area loads its views on demand; loading the page once here keeps the test's wait about the screen.
beforeAll(async () => {
  await import('../../../src/admin/ausschreibung/AusschreibungShow');
});

/** The key facts as the Kunde's tender page shows them (resource `ausschreibung`). */
function eckdaten(stillhaltefrist: boolean | null) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="ausschreibung">
        <RecordContextProvider value={{ ...detail, stillhaltefrist }}>
          <AusschreibungEckdaten zusatz={<StillhaltefristAngabe />} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

/** The fact with its label, as a person reads it. */
function zeigt(text: string) {
  expect(screen.getByText('Stillhaltefrist (§ 134 GWB)')).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
}

describe('Stillhaltefrist nach § 134 GWB in den Eckdaten', () => {
  it('sagt, dass sie gilt, wie bei der Freigabe festgelegt', () => {
    eckdaten(true);
    zeigt('gilt – der Zuschlag wird erst nach der Stillhaltefrist wirksam (bei der Freigabe festgelegt)');
  });

  it('sagt, dass sie nicht gilt', () => {
    eckdaten(false);
    zeigt('gilt nicht (bei der Freigabe festgelegt)');
  });

  it('sagt vor der Freigabe, dass sie dort nach dem Kundentyp festgelegt wird', () => {
    eckdaten(null);
    zeigt('wird bei der Freigabe nach dem Kundentyp festgelegt');
  });

  it('steht auf der Seite der Ausschreibung im Backoffice', async () => {
    const dataProvider = {
      getOne: vi.fn(async () => ({ data: { ...detail, stillhaltefrist: true } })),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
      getMany: vi.fn(async () => ({ data: [] })),
      getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
      passendeEvus: vi.fn(async () => []),
    } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/ausschreibung/strom/1/show']}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Resource name="ausschreibung/strom" {...stromAusschreibung} />
        </Admin>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Stillhaltefrist (§ 134 GWB)')).toBeInTheDocument();
    expect(screen.getByText(/gilt – der Zuschlag wird erst nach der Stillhaltefrist wirksam/)).toBeInTheDocument();
  });
});
