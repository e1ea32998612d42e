import { act, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFrage } from '../../../../domain/api/vergabe';
import { BieterfragenReiter } from '../../../../src/admin/ausschreibung/BieterfragenReiter';
import { vergabeApi } from '../../../../src/api/vergabe';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';

const frage = (id: number, teil: Partial<AdminFrage>): AdminFrage => ({
  id,
  frage: `Frage ${id}`,
  gestelltAm: '2026-11-22T09:00:00.000Z',
  antwort: null,
  beantwortetAm: null,
  evuId: 2,
  evu: 'Nordwind Strom AG',
  veroeffentlicht: true,
  urspruenglicheFrage: null,
  ...teil,
});

function reiter(fragen: AdminFrage[]) {
  const lesen = vi.spyOn(vergabeApi, 'adminFragen').mockResolvedValue(fragen);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 3, typ: 2, status: 1 }}>
        <div role="tab">
          <BieterfragenReiter />
        </div>
      </RecordContextProvider>
    </AdminContext>,
  );
  return lesen;
}

afterEach(() => vi.restoreAllMocks());

describe('Reiter „Bieterfragen“', () => {
  it('zählt nur die unbeantworteten veröffentlichten Fragen im Abzeichen', async () => {
    const lesen = reiter([
      frage(1, {}),
      frage(2, {}),
      frage(3, { antwort: 'Ja.', beantwortetAm: '2026-11-23T09:00:00.000Z' }),
      frage(4, { veroeffentlicht: false }),
    ]);
    expect(await screen.findByTestId('offene-bieterfragen')).toHaveTextContent('2 offen');
    expect(screen.getByRole('tab')).toHaveAccessibleName('Bieterfragen 2 offen');
    expect(lesen).toHaveBeenCalledWith(2, 3);
  });

  it('zeigt ohne offene Frage kein Abzeichen', async () => {
    const lesen = reiter([frage(3, { antwort: 'Ja.', beantwortetAm: '2026-11-23T09:00:00.000Z' })]);
    await vi.waitFor(() => expect(lesen).toHaveBeenCalled());
    // The answer has arrived and been rendered: what shows now is what the list says.
    await act(async () => {
      await lesen.mock.results[0]!.value;
    });
    expect(screen.getByRole('tab')).toHaveAccessibleName('Bieterfragen');
    expect(screen.queryByTestId('offene-bieterfragen')).not.toBeInTheDocument();
  });
});
