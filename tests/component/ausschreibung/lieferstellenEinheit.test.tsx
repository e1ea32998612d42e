import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LieferstellenImport } from '../../../src/ausschreibung/form/LieferstellenImport';
import { imFormular } from '../ui/formularHilfe';

/** A Kommune's list kept in MWh, with a decimal comma: every heading its own, so the mapping step comes first. */
const IN_MWH = [
  'Abnahmestelle;Anschrift;Postleitzahl;Stadt;Marktlokation;VNB;Zählverfahren;Verbrauch MWh/a;Höchstleistung in kW;Netzebene',
  'Rathaus;Markt 1;44147;Dortmund;41373559241;Dortmunder Netz GmbH;RLM;1.234,5;90;MS',
  'Bücherei;Markt 3;44147;Dortmund;50820339486;Dortmunder Netz GmbH;SLP;30;;NS',
].join('\r\n');

async function zurZuordnung(user: ReturnType<typeof userEvent.setup>) {
  const gesendet = vi.fn();
  imFormular(<LieferstellenImport sparte={1} />, gesendet, { lieferstellen: [] });
  await user.click(screen.getByRole('button', { name: 'Aus Datei importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
  await user.upload(within(dialog).getByLabelText('Lieferstellendatei'), new File([IN_MWH], 'Liegenschaften.csv', { type: 'text/csv' }));
  const zuordnung = await within(dialog).findByRole('region', { name: 'Zuordnung der Spalten' });
  return { dialog, zuordnung, gesendet };
}

const einheit = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Einheit der Werte in „Verbrauch MWh/a“' });

describe('Einheit des Jahresverbrauchs in der Zuordnung der Spalten', () => {
  it('erkennt MWh an der Überschrift, zeigt die Umrechnung und übernimmt die Werte in kWh', async () => {
    const user = userEvent.setup();
    const { dialog, zuordnung, gesendet } = await zurZuordnung(user);
    expect(within(dialog).getByRole('combobox', { name: '„Verbrauch MWh/a“ übernehmen als' })).toHaveDisplayValue('Jahresverbrauch (kWh) *');
    expect(einheit(dialog)).toHaveDisplayValue('MWh');
    // 1.234,5 MWh × 1.000 = 1.234.500 kWh.
    expect(zuordnung).toHaveTextContent('MWh → kWh umgerechnet (× 1.000): z. B. 1.234,5 MWh = 1.234.500 kWh');
    // Only the Jahresverbrauch's column has a unit to choose.
    expect(within(zuordnung).getAllByRole('combobox', { name: /^Einheit der Werte/ })).toHaveLength(1);

    await user.click(within(zuordnung).getByRole('button', { name: 'Weiter zur Prüfung' }));
    const bericht = await within(dialog).findByRole('table', { name: 'Prüfbericht der Datei' });
    expect(dialog).toHaveTextContent('Jahresverbrauch aus der Spalte „Verbrauch MWh/a“: MWh → kWh umgerechnet (× 1.000).');
    expect(dialog).toHaveTextContent('2 Zeilen gelesen: 2 in Ordnung, 0 mit Hinweisen, 0 mit Fehlern.');
    expect(within(bericht).getAllByRole('row')[1]).toHaveTextContent('Rathaus');

    await user.click(within(dialog).getByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    // 30 MWh = 30.000 kWh.
    const lieferstellen = gesendet.mock.calls[0]![0].lieferstellen as { bezeichnung: string; jahresverbrauchKwh: number }[];
    expect(lieferstellen.map((l) => [l.bezeichnung, l.jahresverbrauchKwh])).toEqual([
      ['Rathaus', 1_234_500],
      ['Bücherei', 30_000],
    ]);
  });

  it('lässt die Einheit ändern: als kWh gelesen wird nichts umgerechnet, als GWh mit einer Million', async () => {
    const user = userEvent.setup();
    const { dialog, zuordnung, gesendet } = await zurZuordnung(user);
    await user.selectOptions(einheit(dialog), 'kWh');
    expect(zuordnung).toHaveTextContent('Werte in kWh, wie gespeichert');
    expect(zuordnung).not.toHaveTextContent('umgerechnet');
    await user.selectOptions(einheit(dialog), 'GWh');
    // 1.234,5 GWh × 1.000.000 = 1.234.500.000 kWh.
    expect(zuordnung).toHaveTextContent('GWh → kWh umgerechnet (× 1.000.000): z. B. 1.234,5 GWh = 1.234.500.000 kWh');
    await user.selectOptions(einheit(dialog), 'kWh');

    await user.click(within(zuordnung).getByRole('button', { name: 'Weiter zur Prüfung' }));
    await within(dialog).findByRole('table', { name: 'Prüfbericht der Datei' });
    expect(dialog).not.toHaveTextContent('umgerechnet');
    // 1.234,5 kWh is rounded to 1.235 kWh, with a note on its row.
    expect(dialog).toHaveTextContent('2 Zeilen gelesen: 1 in Ordnung, 1 mit Hinweisen, 0 mit Fehlern.');
    expect(dialog).toHaveTextContent('Jahresverbrauch (kWh): auf ganze kWh gerundet (1.235).');

    // Back to the mapping: the user's unit is kept.
    await user.click(within(dialog).getByRole('button', { name: 'Spalten zuordnen' }));
    expect(einheit(dialog)).toHaveDisplayValue('kWh');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await within(dialog).findByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect((gesendet.mock.calls[0]![0].lieferstellen as { jahresverbrauchKwh: number }[]).map((l) => l.jahresverbrauchKwh)).toEqual([1235, 30]);
  });
});
