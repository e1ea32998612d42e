import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FormularFehler } from '../../../../src/api/http/formularFehler';
import { AngebotForm } from '../../../../src/evu/ausschreibung/AngebotForm';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';

const ausschreibung = {
  id: 3, nummer: 'A-2026-00003', typ: 1, status: 1, kundeId: 1, kunde: 'Stadt', bezeichnung: 'Strom 2027', lieferbeginn: '2027-01-01', lieferende: '2027-12-31',
  angebotsfrist: '2099-12-01T10:00:00.000Z', bindefrist: '2099-12-08T10:00:00.000Z', preismodell: 'Festpreis' as const, toleranzband: 10, zahlungszielTage: 14,
  rechnungslegung: 'Monatsrechnung' as const, bemerkung: null, oekostrom: 'keiner' as const, version: 1, warnungen: {}, stillhaltefrist: false,
  lieferstellen: [
    { id: 31, bezeichnung: 'A', strasse: 'S', plz: '12345', ort: 'O', maloId: '50012345085', zaehlpunkt: null, netzbetreiber: 'N', messart: 'SLP' as const, jahresverbrauchKwh: 100_000, maxLeistungKw: null, slpProfil: null, spannungsebene: 'NS' as const },
    { id: 32, bezeichnung: 'B', strasse: 'S', plz: '12345', ort: 'O', maloId: '50012345093', zaehlpunkt: null, netzbetreiber: 'N', messart: 'RLM' as const, jahresverbrauchKwh: 1_000_000, maxLeistungKw: 200, slpProfil: null, spannungsebene: 'MS' as const },
  ],
};

function zeige(gibAngebotAb: (id: number, e: unknown) => Promise<unknown>, eigenesAngebot: (id: number) => Promise<unknown> = async () => null, angebotAbgegeben = false) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={{ gibAngebotAb, eigenesAngebot } as unknown as DataProvider}>
      <AngebotForm a={{ ...ausschreibung, angebotAbgegeben }} />
    </AdminContext>,
  );
}
/** Keyboard use; leaving a field validates it, and the button is disabled until that has finished. */
async function absenden(user: ReturnType<typeof userEvent.setup>) {
  act(() => screen.getByRole('button', { name: 'Angebot abgeben' }).focus());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Angebot abgeben' })).toBeEnabled());
  await user.keyboard('{Enter}');
}
const feld = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}], textarea[name=${name}]`)!;

describe('Angebotsformular', () => {
  it('fragt nur nach dem eigenen Angebot, wenn die Ausschreibung eines nennt (sonst wäre die Antwort ein 404)', async () => {
    const eigenesAngebot = vi.fn(async () => null);
    zeige(vi.fn(), eigenesAngebot);
    expect(await screen.findByRole('button', { name: 'Angebot abgeben' })).toBeInTheDocument();
    expect(eigenesAngebot).not.toHaveBeenCalled();
    const abgegeben = vi.fn(async () => ({
      id: 9, version: 2, status: 'eingereicht', arbeitspreisCtKwh: 25.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: null,
      bindefristBis: '2099-12-08T10:00:00.000Z', bemerkung: null, eingereichtAm: '2026-11-01T10:00:00.000Z',
    }));
    cleanup();
    zeige(vi.fn(), abgegeben, true);
    expect(await screen.findByRole('button', { name: 'Angebot ändern' })).toBeInTheDocument();
    expect(abgegeben).toHaveBeenCalledWith(3);
  });

  it('rechnet die Jahreskosten beim Tippen mit und sendet die Preise als Zahlen', async () => {
    const user = userEvent.setup();
    const gibAngebotAb = vi.fn(async () => ({
      id: 9, version: 1, status: 'eingereicht', arbeitspreisCtKwh: 25.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: null,
      bindefristBis: '2099-12-08T10:00:00.000Z', bemerkung: null, eingereichtAm: '2026-11-01T10:00:00.000Z',
    }));
    zeige(gibAngebotAb);
    expect(screen.getByText('Jahreskosten: Bitte geben Sie noch gültige Werte für Arbeitspreis, Grundpreis und Leistungspreis ein.')).toBeInTheDocument();
    await user.type(feld('arbeitspreisCtKwh'), '25,5');
    await user.type(feld('grundpreisEurMonat'), '1x');
    expect(await screen.findByText('Jahreskosten: Bitte geben Sie noch gültige Werte für Grundpreis und Leistungspreis ein.')).toBeInTheDocument();
    await user.clear(feld('grundpreisEurMonat'));
    await user.type(feld('grundpreisEurMonat'), '10');
    expect(await screen.findByText('Jahreskosten: Bitte geben Sie noch einen gültigen Leistungspreis ein.')).toBeInTheDocument();
    await user.type(feld('leistungspreisEurKwJahr'), '80');
    // 1 100 000 kWh × 25,5 ct + 2 × 12 × 10 € + 200 kW × 80 € = 280 500 + 240 + 16 000 €
    expect(await screen.findByText('Jahreskosten: 296.740,00 €')).toBeInTheDocument();
    await absenden(user);
    await waitFor(() => expect(gibAngebotAb).toHaveBeenCalled());
    expect(gibAngebotAb).toHaveBeenCalledWith(3, {
      arbeitspreisCtKwh: 25.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: null, bindefristBis: '2099-12-08T10:00:00.000Z', bemerkung: null,
    });
    // The saved offer is the form's new starting point.
    expect(await screen.findByText('Ihr Angebot (Version 1) liegt vor. Sie können es bis zur Angebotsfrist ändern.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angebot ändern' })).toBeInTheDocument();
  });

  it('verlangt den Leistungspreis bei RLM und zeigt Fehler des Servers am Feld', async () => {
    const user = userEvent.setup();
    const gibAngebotAb = vi.fn(async () => {
      throw new FormularFehler({ message: 'Bitte prüfen Sie Ihr Angebot.', errors: { bindefristBis: ['Das Angebot muss mindestens bis zur Bindefrist der Ausschreibung gelten.'] } });
    });
    zeige(gibAngebotAb);
    await user.type(feld('arbeitspreisCtKwh'), '25,12345');
    await user.type(feld('grundpreisEurMonat'), '10');
    await absenden(user);
    expect(await screen.findByText('Höchstens 4 Nachkommastellen sind erlaubt.')).toBeInTheDocument();
    expect(screen.getAllByText('Eine Eingabe wird erwartet')).toHaveLength(1);
    expect(gibAngebotAb).not.toHaveBeenCalled();
    await user.clear(feld('arbeitspreisCtKwh'));
    await user.type(feld('arbeitspreisCtKwh'), '25,1234');
    await user.type(feld('leistungspreisEurKwJahr'), '80');
    await absenden(user);
    expect(await screen.findByText('Das Angebot muss mindestens bis zur Bindefrist der Ausschreibung gelten.')).toBeInTheDocument();
  });
});
