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

const ANDERE = [
  { label: 'Alpenstrom Energie GmbH', value: 11, plz: '87435', ort: 'Kempten', status: 'in_pruefung', statusLabel: 'in Prüfung' },
  { label: 'Ostsee Energie GmbH', value: 12, plz: '18055', ort: 'Rostock', status: 'gesperrt', statusLabel: 'gesperrt' },
];

async function oeffneDialog(ladeEvusEin = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  bereich(anbieter({ passendeEvus: vi.fn(async () => EVUS), nichtZugelasseneEvus: vi.fn(async () => ANDERE), ladeEvusEin }), '/ausschreibung/strom/1/show');
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

  it('zeigt nicht zugelassene Versorger getrennt und eingeklappt; wer einen wählt, wird nach der Begründung gefragt', async () => {
    const { user, dialog } = await oeffneDialog();
    // Folded away: the admitted EVUs are the dialog's choice, and "Alle passenden" takes only those.
    await user.click(dialog.getByRole('button', { name: 'Alle passenden' }));
    expect(angehakt(dialog)).toEqual(EVUS.map((e) => e.label));
    const andere = dialog.getByRole('button', { name: 'Nicht zugelassene Versorger (2)' });
    expect(andere).toHaveAttribute('aria-expanded', 'false');
    await user.click(andere);
    expect(dialog.getByText(/Diese Versorger sind für die Sparte Strom nicht zugelassen/)).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: /^Alpenstrom Energie GmbH/ }).closest('label')).toHaveTextContent('87435 Kempten · Zulassung: in Prüfung');

    // Chosen, it asks for the Begründung; cancelled, it stays unchosen.
    await user.click(dialog.getByRole('checkbox', { name: /^Ostsee Energie GmbH/ }));
    const frage = within(await screen.findByRole('dialog', { name: 'Nicht zugelassenen Versorger einladen?' }));
    expect(frage.getByText(/Ostsee Energie GmbH ist für die Sparte Strom nicht zugelassen \(Zulassung: gesperrt\)/)).toBeInTheDocument();
    await user.click(frage.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nicht zugelassenen Versorger einladen?' })).not.toBeInTheDocument());
    expect(dialog.getByRole('checkbox', { name: /^Ostsee Energie GmbH/ })).not.toBeChecked();
  });

  it('lädt einen nicht zugelassenen Versorger mit der Begründung ein, die bis zum Speichern änderbar bleibt', async () => {
    const { user, dialog, ladeEvusEin } = await oeffneDialog();
    await user.click(dialog.getByRole('button', { name: 'Alle passenden' }));
    await user.click(dialog.getByRole('button', { name: 'Nicht zugelassene Versorger (2)' }));
    await user.click(dialog.getByRole('checkbox', { name: /^Alpenstrom Energie GmbH/ }));
    const frage = within(await screen.findByRole('dialog', { name: 'Nicht zugelassenen Versorger einladen?' }));
    expect(frage.getByRole('button', { name: 'Auswählen' })).toBeDisabled();
    await user.type(frage.getByRole('textbox', { name: /Begründung/ }), 'Wunsch des Kunden');
    await user.click(frage.getByRole('button', { name: 'Auswählen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nicht zugelassenen Versorger einladen?' })).not.toBeInTheDocument());
    expect(dialog.getByRole('checkbox', { name: /^Alpenstrom Energie GmbH/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Nicht zugelassene Versorger (2), 1 ausgewählt' })).toBeInTheDocument();
    // The admitted count stays that of the admitted EVUs.
    expect(dialog.getByText(/4 von 4 ausgewählt/)).toBeInTheDocument();

    // The Begründung stays editable; emptied, nothing can be saved.
    const feld = dialog.getByRole('textbox', { name: /Begründung der Einladung/ });
    expect(feld).toHaveValue('Wunsch des Kunden');
    await user.clear(feld);
    expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await user.type(feld, 'Antrag läuft');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(ladeEvusEin).toHaveBeenCalledTimes(1));
    expect(ladeEvusEin).toHaveBeenCalledWith(1, [4, 7, 2, 9, 11], 'Antrag läuft');
  });
});
