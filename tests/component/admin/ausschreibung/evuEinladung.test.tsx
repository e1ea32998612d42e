import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anbieter, bereich } from '../hilfen/ausschreibung';

const EVUS = [
  { label: 'Nordwind Strom AG', value: 4, plz: '20095', ort: 'Hamburg', letztesMal: false },
  { label: 'Rheinstrom GmbH', value: 7, plz: '50667', ort: 'Köln', letztesMal: true },
  { label: 'Stadtwerke Süd Energie GmbH', value: 2, plz: '80331', ort: 'München', letztesMal: true },
  { label: 'Weserenergie eG', value: 9, plz: '28195', ort: 'Bremen', letztesMal: false },
];

beforeAll(async () => {
  await import('../../../../src/admin/ausschreibung/AusschreibungShow');
});

async function oeffneDialog(ladeEvusEin = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  bereich(anbieter({ passendeEvus: vi.fn(async () => EVUS), ladeEvusEin }), '/ausschreibung/strom/1/show');
  await user.click(await screen.findByRole('tab', { name: 'EVUs und Freigabe' }));
  await user.click(await screen.findByRole('button', { name: 'EVUs einladen …' }));
  const dialog = await screen.findByRole('dialog', { name: 'EVUs einladen' });
  return { user, dialog: within(dialog), ladeEvusEin };
}
type Dialog = ReturnType<typeof within>;
const name = (c: HTMLElement) => c.closest('label')!.textContent!.split(' · ')[0];
const gezeigt = (dialog: Dialog) => dialog.queryAllByRole('checkbox').map(name);
const angehakt = (dialog: Dialog) => dialog.queryAllByRole('checkbox', { checked: true }).map(name);

describe('EVUs einladen', () => {
  it('sucht nach Firma und Ort und grenzt nach Region (PLZ-Anfang) ein', async () => {
    const { user, dialog } = await oeffneDialog();
    expect(gezeigt(dialog)).toEqual(EVUS.map((e) => e.label));
    expect(dialog.getByText('Köln', { exact: false })).toHaveTextContent('50667 Köln · beim letzten Mal eingeladen');

    await user.type(dialog.getByRole('searchbox', { name: 'Suche' }), 'strom');
    expect(gezeigt(dialog)).toEqual(['Nordwind Strom AG', 'Rheinstrom GmbH']);
    await user.clear(dialog.getByRole('searchbox', { name: 'Suche' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Suche' }), 'bremen');
    expect(gezeigt(dialog)).toEqual(['Weserenergie eG']);
    await user.clear(dialog.getByRole('searchbox', { name: 'Suche' }));

    // North: PLZ from 2; only digits are taken.
    await user.type(dialog.getByRole('textbox', { name: 'Region (PLZ-Anfang)' }), '2x');
    expect(dialog.getByRole('textbox', { name: 'Region (PLZ-Anfang)' })).toHaveValue('2');
    expect(gezeigt(dialog)).toEqual(['Nordwind Strom AG', 'Weserenergie eG']);
    await user.type(dialog.getByRole('textbox', { name: 'Region (PLZ-Anfang)' }), '9');
    expect(gezeigt(dialog)).toEqual([]);
    expect(dialog.getByText('Kein EVU passt zu Suche und Region.')).toBeInTheDocument();
  });

  it('hakt alle gefundenen oder die vom letzten Mal an und lädt sie ein', async () => {
    const { user, dialog, ladeEvusEin } = await oeffneDialog();
    await user.click(dialog.getByRole('button', { name: 'Wie beim letzten Mal (2)' }));
    expect(angehakt(dialog)).toEqual(['Rheinstrom GmbH', 'Stadtwerke Süd Energie GmbH']);
    expect(dialog.getByText(/2 von 4 ausgewählt/)).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Region (PLZ-Anfang)' }), '2');
    await user.click(dialog.getByRole('button', { name: 'Alle 2 gefundenen' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Region (PLZ-Anfang)' }));
    expect(angehakt(dialog)).toEqual(EVUS.map((e) => e.label));
    expect(dialog.getByRole('button', { name: 'Alle passenden' })).toBeInTheDocument();

    await user.click(dialog.getByRole('checkbox', { name: /^Weserenergie eG/ }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(ladeEvusEin).toHaveBeenCalledTimes(1));
    expect(ladeEvusEin).toHaveBeenCalledWith(1, [7, 2, 4]);
  });
});
