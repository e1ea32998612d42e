import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LieferstellenTable } from '../../../src/ausschreibung/LieferstellenTable';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fensterMitBreite } from '../ui/fensterBreite';

afterEach(() => vi.unstubAllGlobals());

const lieferstelle = (id: number, bezeichnung: string, messart: 'RLM' | 'SLP', jahresverbrauchKwh: number, maxLeistungKw: number | null) => ({
  id, bezeichnung, messart, jahresverbrauchKwh, maxLeistungKw, strasse: 'Industriestraße 12', plz: '44137', ort: 'Dortmund',
  maloId: `5001234522${id}`, zaehlpunkt: id === 1 ? 'DE0001234567000000000000000001' : null, netzbetreiber: 'Westnetz GmbH', spannungsebene: 'MS/NS',
});

function zeige(lieferstellen: ReturnType<typeof lieferstelle>[]) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="ausschreibung">
        <RecordContextProvider value={{ id: 7, status: 0, lieferstellen }}>
          <LieferstellenTable />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('Lieferstellen einer Ausschreibung', () => {
  it('zeigt auf einem Telefon jede Lieferstelle als Karte mit allen Spalten, den Lastgang nur bei RLM, und die Summen', () => {
    fensterMitBreite(360);
    zeige([lieferstelle(1, 'Werk Dortmund-Hafen', 'RLM', 1_850_000, 620), lieferstelle(2, 'Lager Dortmund-Ost', 'SLP', 48_000, null)]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const karten = within(screen.getByRole('list', { name: 'Lieferstellen' })).getAllByRole('listitem');
    expect(karten.map((k) => within(k).getByRole('heading').textContent)).toEqual(['Werk Dortmund-Hafen', 'Lager Dortmund-Ost']);
    const angaben = (karte: HTMLElement) =>
      Object.fromEntries(within(karte).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(angaben(karten[0]!)).toEqual({
      Anschrift: 'Industriestraße 12, 44137 Dortmund',
      'MaLo-ID': '50012345221',
      Zählpunkt: 'DE0001234567000000000000000001',
      Netzbetreiber: 'Westnetz GmbH',
      Messart: 'RLM',
      'Jahresverbrauch (kWh)': '1.850.000',
      'Max. Leistung (kW)': '620',
      'Spannung / Druck': 'MS/NS',
    });
    expect(angaben(karten[1]!)).toMatchObject({ Zählpunkt: '–', Messart: 'SLP', 'Max. Leistung (kW)': '–' });
    expect(within(karten[0]!).getByRole('button', { name: 'Lastgang Werk Dortmund-Hafen' })).toBeInTheDocument();
    expect(within(karten[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/^2 Lieferstellen · 1\.898\.000 kWh\/Jahr/)).toBeInTheDocument();
  });

  it('zeigt am Bildschirm die Tabelle statt Karten', () => {
    fensterMitBreite(1280);
    zeige([lieferstelle(1, 'Werk Dortmund-Hafen', 'RLM', 1_850_000, 620)]);
    expect(within(screen.getByRole('table')).getByText('Werk Dortmund-Hafen')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lieferstellen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle Lastgänge (CSV)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Alle Lastgänge (Excel)' })).toBeEnabled();
  });

  it('bietet alle Lastgänge nur an, wenn eine Lieferstelle RLM ist', () => {
    fensterMitBreite(1280);
    zeige([lieferstelle(2, 'Lager Dortmund-Ost', 'SLP', 48_000, null)]);
    expect(screen.queryByRole('button', { name: /^Alle Lastgänge/ })).not.toBeInTheDocument();
  });

  it('sagt ohne Lieferstellen auf dem Telefon „Keine Lieferstellen.“', () => {
    fensterMitBreite(360);
    zeige([]);
    expect(screen.getByText('Keine Lieferstellen.')).toBeInTheDocument();
  });
});
