import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModelStateError } from '../../../src/api/http';
import { ArbeitsbereichLayout } from '../../../src/admin/arbeitsbereich/ArbeitsbereichLayout';
import { anbieter, kundeZeile, personenBereich } from './hilfen/personen';

const adresse = () => screen.getByRole('status', { name: 'Adresse', hidden: true }).textContent;

describe('Listen der Kunden, EVUs und Administratoren', () => {
  it('zeigt die Kunden mit ihrem Zustand und filtert nach Suche, Zustand und Typ', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/kunde');
    const zeile = (await screen.findByText('Musterstadt Metallbau GmbH')).closest('tr')!;
    expect(within(zeile).getByText('44137 Dortmund')).toBeInTheDocument();
    expect(within(zeile).getByText('Aktiv')).toBeInTheDocument();
    expect(within(zeile).getByText('05.01.2026')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenLastCalledWith('kunde', expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, filter: {} }));

    await user.type(screen.getByPlaceholderText('Name, E-Mail, Ort …'), 'Dortmund');
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('kunde', expect.objectContaining({ filter: { suche: 'Dortmund' } })), { timeout: 3000 });

    await user.click(screen.getByRole('combobox', { name: 'Zustand' }));
    await user.click(await screen.findByRole('option', { name: 'Gesperrt' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('kunde', expect.objectContaining({ filter: { suche: 'Dortmund', zustaende: [2] } })));

    await user.click(screen.getByRole('combobox', { name: 'Typ' }));
    await user.click(await screen.findByRole('option', { name: 'Kommune' }));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith('kunde', expect.objectContaining({ filter: { suche: 'Dortmund', zustaende: [2], typen: ['Kommune'] } })),
    );
  });

  it('filtert EVUs nach Sparte und sortiert per Spaltenkopf', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu');
    const zeile = (await screen.findByText('Nordwind Strom AG')).closest('tr')!;
    expect(within(zeile).getByText('Strom')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sparten' }));
    await user.click(await screen.findByRole('option', { name: 'Gas' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('evu', expect.objectContaining({ filter: { sparten: [2] } })));
    await user.click(screen.getByText('Einladungen'));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('evu', expect.objectContaining({ sort: { field: 'anzahlEinladungen', order: 'ASC' } })));
  });

  it('sucht Administratoren ohne Ort, denn sie haben keinen', async () => {
    const zeile = { id: 2, login: 'bernd', email: 'bernd@makler.example', vorname: 'Bernd', nachname: 'Backoffice', zustand: 1, angelegtAm: '2026-01-05T10:00:00.000Z', letzteAnmeldung: null, anzahlZweiteFaktoren: 0 };
    personenBereich(anbieter({ getList: vi.fn(async () => ({ data: [zeile], total: 1 })) }), '/administrator');
    expect(await screen.findByPlaceholderText('Name, E-Mail …')).toBeInTheDocument();
  });

  it('sagt, dass es noch niemanden gibt, und bietet das Anlegen an', async () => {
    personenBereich(anbieter(), '/administrator');
    expect(await screen.findByText('Es gibt noch keinen weiteren Administrator.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Anlegen' }).length).toBeGreaterThan(0);
  });
});

describe('Kontextmenü einer Zeile', () => {
  it('sperrt ein EVU erst nach der Rückfrage und meldet den Erfolg', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu');
    fireEvent.contextMenu(await screen.findByText('Erik Stromberg'), { clientX: 40, clientY: 50 });
    const menue = screen.getByRole('menu', { name: 'Aktionen für Nordwind Strom AG' });
    expect(within(menue).getAllByRole('menuitem').map((e) => e.textContent)).toEqual([
      'Öffnen',
      'Bearbeiten',
      'Sperren',
      'Aktivierung erneut senden',
      'Sitzungen beenden',
      'Zweite Faktoren zurücksetzen',
      'Löschen',
    ]);
    // An active account has nothing to activate.
    expect(within(menue).getByRole('menuitem', { name: 'Aktivierung erneut senden' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(menue).getByRole('menuitem', { name: 'Sperren' }));
    const frage = await screen.findByRole('dialog', { name: 'Konto sperren?' });
    expect(frage).toHaveTextContent('Das Konto „Nordwind Strom AG“ wird gesperrt und alle seine Sitzungen enden sofort.');
    expect(dp.kontoSperren).not.toHaveBeenCalled();
    const listenAbrufe = dp.getList.mock.calls.length;
    await user.click(within(frage).getByRole('button', { name: 'Sperren' }));
    await waitFor(() => expect(dp.kontoSperren).toHaveBeenCalledWith('evu', 7));
    expect(await screen.findByText('Das Konto wurde gesperrt.')).toBeInTheDocument();
    // The list is read again, so the row shows its new state.
    await waitFor(() => expect(dp.getList.mock.calls.length).toBeGreaterThan(listenAbrufe));
    expect(adresse()).toBe('/evu');
  });

  it('bricht das Zurücksetzen der zweiten Faktoren auf Abbrechen ab', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu');
    fireEvent.contextMenu(await screen.findByText('Erik Stromberg'));
    await user.click(screen.getByRole('menuitem', { name: 'Zweite Faktoren zurücksetzen' }));
    const frage = await screen.findByRole('dialog', { name: 'Zweite Faktoren zurücksetzen?' });
    await user.click(within(frage).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dp.zweiteFaktorenZuruecksetzen).not.toHaveBeenCalled();
  });

  it('sagt vor dem Löschen eines Kunden mit Ausschreibungen, dass sie bleiben, und bietet das Sperren an', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/kunde');
    fireEvent.contextMenu(await screen.findByText('Musterstadt Metallbau GmbH'));
    const menue = screen.getByRole('menu', { name: 'Aktionen für Musterstadt Metallbau GmbH' });
    // Without second factors there is nothing to reset.
    expect(within(menue).queryByRole('menuitem', { name: 'Zweite Faktoren zurücksetzen' })).not.toBeInTheDocument();
    await user.click(within(menue).getByRole('menuitem', { name: 'Löschen' }));
    const frage = await screen.findByRole('dialog', { name: 'Eintrag löschen?' });
    expect(frage).toHaveTextContent(
      'Der Kunde „Musterstadt Metallbau GmbH“ hat 5 Ausschreibungen. Sie bleiben mit Lieferstellen, Angeboten und Historie erhalten, deshalb kann der Eintrag nicht gelöscht werden. Sie können das Konto stattdessen sperren',
    );
    expect(within(frage).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    await user.click(within(frage).getByRole('button', { name: 'Konto sperren' }));
    await waitFor(() => expect(dp.kontoSperren).toHaveBeenCalledWith('kunde', 3));
    expect(await screen.findByText('Das Konto wurde gesperrt.')).toBeInTheDocument();
    expect(dp.delete).not.toHaveBeenCalled();
  });

  it('zeigt den Grund des Servers, wenn ein Kunde ohne Ausschreibungen nicht gelöscht werden kann', async () => {
    const user = userEvent.setup();
    const grund = 'Der Eintrag kann nicht gelöscht werden. Das Konto hat 1 Dokument hochgeladen, das erhalten bleiben muss. Sie können das Konto stattdessen sperren.';
    const loeschen = vi.fn(async () => {
      throw new ModelStateError({ message: grund, errors: {} });
    });
    const dp = anbieter({ delete: loeschen, getList: vi.fn(async () => ({ data: [{ ...kundeZeile, anzahlAusschreibungen: 0 }], total: 1 })) });
    personenBereich(dp, '/kunde');
    // The row's button opens the same menu, for touch screens; it does not open the row.
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Musterstadt Metallbau GmbH' }));
    expect(adresse()).toBe('/kunde');
    await user.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    const frage = await screen.findByRole('dialog', { name: 'Eintrag löschen?' });
    expect(frage).toHaveTextContent('Soll der Eintrag „Musterstadt Metallbau GmbH“ wirklich gelöscht werden?');
    await user.click(within(frage).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(loeschen).toHaveBeenCalledWith('kunde', expect.objectContaining({ id: 3 })));
    expect(await screen.findByText(grund)).toBeInTheDocument();
    expect(screen.getByText('Musterstadt Metallbau GmbH')).toBeInTheDocument();
    expect(adresse()).toBe('/kunde');
  });

  it('öffnet eine Zeile mit der Eingabetaste', async () => {
    const user = userEvent.setup();
    personenBereich(anbieter(), '/evu');
    const zeile = (await screen.findByText('Nordwind Strom AG')).closest('tr')!;
    zeile.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(adresse()).toBe('/evu/7/show'));
  });
});

describe('Löschen auf der Seite eines Kontos', () => {
  it('löscht nach der Rückfrage, kehrt zur Liste zurück und schließt den Reiter des Eintrags', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu/7/show', ArbeitsbereichLayout);
    const leiste = await screen.findByRole('tablist', { name: 'Geöffnete Einträge' });
    await waitFor(() => expect(within(leiste).getByRole('tab', { name: /Nordwind Strom AG/ })).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const frage = await screen.findByRole('dialog', { name: 'Eintrag löschen?' });
    await user.click(within(frage).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(dp.delete).toHaveBeenCalledWith('evu', expect.objectContaining({ id: 7 })));
    expect(await screen.findByText('Der Eintrag wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(adresse()).toBe('/evu'));
    expect(screen.queryByRole('tablist', { name: 'Geöffnete Einträge', hidden: true })).not.toBeInTheDocument();
  });
});
