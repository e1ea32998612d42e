import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/api/http/errors';
import { anbieter, kundeDatensatz, personenBereich } from './hilfen/personen';

/** A Kommune that registered itself and waits for the Kundenprüfung. */
const kommune = { ...kundeDatensatz, typ: 'Kommune', firma: 'Gemeinde Prüfdorf', anrede: 'Frau', vorname: 'Maria', nachname: 'Huber', telefon: null, typFestgelegt: false, geprueft: null };

describe('Kundenprüfung im Backoffice', () => {
  it('zeigt die zu prüfenden Angaben, bestätigt erst auf den Knopf im Dialog und nennt den Stand', async () => {
    const user = userEvent.setup();
    const dp = anbieter({ getOne: vi.fn(async () => ({ data: kommune })) });
    personenBereich(dp, '/kunde/3/show');
    expect(await screen.findByText('ausstehend – Ausschreibungen können erst danach freigegeben werden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kunde prüfen und bestätigen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Kunde prüfen und bestätigen' });
    expect(dialog).toHaveTextContent('Bitte prüfen Sie, ob es sich um eine Kommune oder kommunale Behörde handelt');
    const wert = (name: string) => within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(wert('Kundentyp')).toBe('Kommune');
    expect(wert('Name der Kommune / Behörde')).toBe('Gemeinde Prüfdorf');
    expect(wert('Ansprechperson')).toBe('Frau Maria Huber');
    expect(wert('Anschrift')).toBe('Industriestraße 12, 44137 Dortmund');
    expect(wert('E-Mail')).toBe('einkauf@musterstadt-metallbau.example');
    expect(within(dialog).queryByText('Telefon')).not.toBeInTheDocument();
    // Enter right after opening cancels: the focus is on "Abbrechen".
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dp.kundePruefen).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Kunde prüfen und bestätigen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Kunde prüfen und bestätigen' })).getByRole('button', { name: 'Angaben bestätigen' }));
    await waitFor(() => expect(dp.kundePruefen).toHaveBeenCalledWith(3, 4));
    expect(await screen.findByText('Der Kunde ist geprüft und bestätigt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('meldet eine Ablehnung des Servers mit seinem Grund', async () => {
    const user = userEvent.setup();
    const dp = anbieter({
      getOne: vi.fn(async () => ({ data: kommune })),
      kundePruefen: vi.fn(async () => {
        throw new HttpError('409 Conflict', 409, { message: 'Die Angaben des Kunden wurden inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie sie erneut.' });
      }),
    });
    personenBereich(dp, '/kunde/3/show');
    await user.click(await screen.findByRole('button', { name: 'Kunde prüfen und bestätigen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Kunde prüfen und bestätigen' })).getByRole('button', { name: 'Angaben bestätigen' }));
    expect(await screen.findByText('Die Angaben des Kunden wurden inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie sie erneut.')).toBeInTheDocument();
  });

  it('zeigt einen geprüften Kunden mit Datum und Prüfer, ohne Knopf', async () => {
    personenBereich(anbieter(), '/kunde/3/show');
    expect(await screen.findByText(/^bestätigt am 05\.01\.2026 11:00 von Anna Verwalter$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kunde prüfen und bestätigen' })).not.toBeInTheDocument();
  });
});
