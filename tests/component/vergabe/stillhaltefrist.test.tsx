import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AusschreibungEckdaten } from '../../../src/ausschreibung/AusschreibungEckdaten';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { StillhaltefristAngabe } from '../../../src/vergabe/StillhaltefristAngabe';
import { anbieter, bereich, detail as ausschreibungDetail } from '../admin/hilfen/ausschreibung';

/** An active tender (released: its duty is fixed) for the key facts. */
const detail = { ...ausschreibungDetail, status: 1 };

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
    bereich(anbieter({ getOne: vi.fn(async () => ({ data: { ...detail, stillhaltefrist: true } })) }), '/ausschreibung/strom/1/show');
    expect(await screen.findByText('Stillhaltefrist (§ 134 GWB)')).toBeInTheDocument();
    expect(screen.getByText(/gilt – der Zuschlag wird erst nach der Stillhaltefrist wirksam/)).toBeInTheDocument();
  });
});
