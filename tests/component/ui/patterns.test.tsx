import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from '../../../src/ui/errors/UpdateNotice';
import { aktualisierung } from '../../../src/ui/errors/aktualisierung';
import { NotificationBar } from '../../../src/ui/notifications/NotificationBar';
import PatternsPage from '../../../src/ui/patterns/PatternsPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (aktualisierung.noetig()) act(() => aktualisierung.zurueckstellen());
});

/** The page as the shell shows it: with the shell's toast bar and update question next to it. */
function zeigeSeite() {
  render(
    <MemoryRouter initialEntries={['/ui']}>
      <PatternsPage />
      <NotificationBar />
      <UpdateNotice neuLaden={() => {}} />
    </MemoryRouter>,
  );
}

const abschnitt = (name: string) => screen.getByRole('region', { name });

describe('Musterseite /ui', () => {
  it('zeigt jeden Abschnitt mit einem Baustein in seinem Zustand', async () => {
    zeigeSeite();
    expect(screen.getByRole('heading', { level: 1, name: 'Bausteine der Oberfläche' })).toBeInTheDocument();
    for (const titel of ['Dialoge', 'Meldungen', 'Reiter', 'Kontextmenü', 'Auswahl', 'Mehrfachauswahl', 'Schieberegler', 'Datum', 'Bit-Flag-Gruppe', 'Texteingabe', 'E-Mail-Eingabe', 'Prüfregeln', 'Dateiupload', 'Fehlergrenze']) {
      expect(screen.getByRole('heading', { level: 2, name: titel })).toBeInTheDocument();
    }

    const auswahl = abschnitt('Auswahl');
    expect(within(auswahl).getAllByText('Lade...').length).toBeGreaterThanOrEqual(1);
    expect(await within(auswahl).findByText('Keine Einträge gefunden')).toBeInTheDocument();
    expect(within(auswahl).getByText('Der Wert „99“ ist nicht in der Liste enthalten.')).toBeInTheDocument();
    expect(await within(auswahl).findByText('Bitte wählen Sie einen Eintrag aus.')).toBeInTheDocument();

    const mehrfach = abschnitt('Mehrfachauswahl');
    expect(within(mehrfach).getAllByText('Keine Einträge ausgewählt').length).toBeGreaterThanOrEqual(1);
    expect(within(mehrfach).getByText('Der Wert „42“ ist nicht in der Liste enthalten.')).toBeInTheDocument();
    expect(within(mehrfach).getByText('Mindestens 1 Eintrag wird erwartet.')).toBeInTheDocument();

    const regler = abschnitt('Schieberegler');
    expect(within(regler).getByText('max und step passen nicht zusammen')).toBeInTheDocument();
    expect(within(regler).getByText('value und step passen nicht zusammen')).toBeInTheDocument();

    const datum = abschnitt('Datum');
    expect(within(datum).getByDisplayValue('01.01.2027')).toBeInTheDocument();
    expect(within(datum).getByText('Dieses Datum gibt es nicht.')).toBeInTheDocument();

    const flags = abschnitt('Bit-Flag-Gruppe');
    expect(within(flags).getAllByRole('checkbox', { name: 'Gas' })[0]).toBeChecked();
    expect(within(flags).getByText('Mindestens eine Sparte wird erwartet.')).toBeInTheDocument();

    const text = abschnitt('Texteingabe');
    expect(within(text).getByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(within(text).getByText('kWh')).toBeInTheDocument();
    expect(within(abschnitt('E-Mail-Eingabe')).getByText('Eine gültige E-Mail-Adresse wird erwartet.')).toBeInTheDocument();
    expect(document.getElementById('emailFalsch_input')).toHaveValue('einkauf(at)stadtwerke');

    const regeln = abschnitt('Prüfregeln');
    expect(within(regeln).getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(within(regeln).getByText('Die Prüfziffer der MaLo-ID ist falsch.')).toBeInTheDocument();

    const upload = abschnitt('Dateiupload');
    expect(within(upload).getByRole('button', { name: 'Datei auswählen' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(upload).getByRole('button', { name: 'Dateien auswählen' })).not.toHaveAttribute('aria-disabled');
    expect(within(upload).getByText(/dieser Upload ist echt/)).toBeInTheDocument();

    expect(within(abschnitt('Reiter')).getByRole('tab', { name: /Ausschreibung 4711 \*/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(abschnitt('Reiter')).queryByRole('button', { name: 'Übersicht schließen' })).not.toBeInTheDocument();
  });

  it('öffnet die Dialoge, zeigt Meldungen und das Kontextmenü', async () => {
    const user = userEvent.setup();
    zeigeSeite();

    await user.click(screen.getByRole('button', { name: '„Eintrag löschen?“ öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(dialog).toHaveTextContent('Soll der Eintrag „AS-2026-0001“ wirklich gelöscht werden?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Zuletzt gewählt: Abbrechen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bestätigung (nicht zerstörend) öffnen' }));
    const frage = screen.getByRole('dialog', { name: 'Ausschreibung freigeben?' });
    expect(frage).toHaveTextContent('Die Ausschreibung „AS-2026-0001“ wird für die eingeladenen Versorger sichtbar.');
    await user.click(within(frage).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'HTTP-Fehler mit Fehlernummer' }));
    const toast = (await screen.findByText('Fehler')).closest('[role=alert]');
    expect(toast).toHaveTextContent('Die Ausschreibungen konnten nicht geladen werden. Fehlernummer: 7f3a9c2e');
    await user.click(screen.getByRole('button', { name: 'Erfolgsmeldung' }));
    expect(screen.getByText('Die Ausschreibung wurde gespeichert.')).toBeInTheDocument();

    fireEvent.contextMenu(screen.getByRole('row', { name: /AS-2026-0002/ }));
    const menue = screen.getByRole('menu', { name: 'Aktionen für AS-2026-0002' });
    expect(within(menue).getByRole('menuitem', { name: 'Kopieren' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menue).getByRole('menuitem', { name: 'Öffnen' }));
    expect(screen.getByText('Öffnen: AS-2026-0002')).toBeInTheDocument();
  });

  it('„Prüfen“ zeigt auch die Meldungen der noch nicht berührten Felder', async () => {
    const user = userEvent.setup();
    zeigeSeite();
    expect(await screen.findAllByText('Eines der beiden Felder wird erwartet.')).toHaveLength(2);
    const zentrale = screen.getByRole('textbox', { name: /Telefonzentrale/ });
    expect(zentrale).toHaveAccessibleDescription('Die Meldung erscheint nach dem Verlassen oder nach „Prüfen“.');
    await user.click(screen.getAllByRole('button', { name: 'Prüfen' })[0]!);
    await waitFor(() => expect(zentrale).toHaveAccessibleDescription('Eine Eingabe wird erwartet'), { timeout: 5000 });
    expect(zentrale).toHaveAttribute('aria-invalid', 'true');
  });

  it('lässt einen Bereich abstürzen und fragt nach einer neuen Version', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The boundary reports the crash to the server: answered here instead of by a network.
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    zeigeSeite();

    const grenze = abschnitt('Fehlergrenze');
    expect(within(grenze).getByText('Dieser Bereich arbeitet normal.')).toBeInTheDocument();
    await user.click(within(grenze).getByRole('button', { name: 'Absturz mit Fehlernummer auslösen' }));
    const meldung = within(grenze).getByRole('alert');
    expect(meldung).toHaveTextContent('Ein Fehler ist aufgetreten.');
    expect(meldung).toHaveTextContent('Die Liste konnte nicht gelesen werden.');
    expect(meldung).toHaveTextContent('Fehlernummer: c0ffee42');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/error/log'), expect.anything()));
    await user.click(within(grenze).getByRole('button', { name: 'Erneut versuchen' }));
    expect(within(grenze).getByText('Dieser Bereich arbeitet normal.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hinweis auf neue Version zeigen' }));
    const frage = await screen.findByRole('dialog', { name: 'Neue Version verfügbar' });
    expect(frage).toHaveTextContent('Die Anwendung befindet sich nicht mehr auf dem aktuellen Stand...');
    await user.click(within(frage).getByRole('button', { name: 'Später' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
