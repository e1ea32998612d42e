import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VergleichsAngebot } from '../../../../domain/api/kundeAngebote';
import { HttpError } from '../../../../src/api/http/errors';
import * as http from '../../../../src/api/http/httpClient';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { Angebotsvergleich } from '../../../../src/kunde/ausschreibung/Angebotsvergleich';
import { NotificationBar } from '../../../../src/ui/notifications/NotificationBar';
import { RaNotifications } from '../../../../src/ui/notifications/RaNotifications';

afterEach(() => {
  vi.restoreAllMocks();
});

const angebot = (rang: number, evu: string, euro: number, vorbehalt = false): VergleichsAngebot => ({
  id: rang * 10, evu, rang, status: 'freigegeben', jahreskostenEuro: euro, mischpreisCtKwh: 25 + rang, differenzEuro: rang === 1 ? 0 : euro - 100_000, differenzProzent: rang === 1 ? 0 : 5,
  arbeitspreisCtKwh: 24.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: '2099-12-31T10:00:00.000Z',
  bemerkung: vorbehalt ? 'Netzentgelte 2027 vorbehalten.' : null, vorbehalt, anhaenge: [], eingereichtAm: '2026-11-01T10:00:00.000Z', anteile: { arbeit: euro - 240, grund: 240, leistung: 0, oeko: 0 },
});
const BONITAET = { art: 'bonitaet', text: 'Die Bonitätsauskunft von Nordwind Strom vom 01.10.2026 weist Klasse 5 aus (erhöhtes Ausfallrisiko).' } as const;
const ZUSCHLAG = '/api/kunde/ausschreibung/7/zuschlag';

/** The comparison with the server's answers: the offers, and to the Zuschlag first `ersteAntwort`, then 204. */
function zeige(angebote: VergleichsAngebot[], ersteAntwort: unknown) {
  let zuschlaege = 0;
  const request = vi.spyOn(http, 'request').mockImplementation(async (url: string) => {
    if (url.endsWith('/angebote')) return angebote as never;
    if (url === ZUSCHLAG && zuschlaege++ === 0 && ersteAntwort) throw ersteAntwort;
    return undefined as never;
  });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={createKundeProvider()}>
      <RecordContextProvider value={{ id: 7, nummer: 'A-2026-00007', status: 3, bindefrist: '2099-12-31T10:00:00.000Z', stillhaltefrist: false }}>
        <Angebotsvergleich />
      </RecordContextProvider>
      <RaNotifications />
      <NotificationBar />
    </AdminContext>,
  );
  return request;
}

const zuschlagAufrufe = (request: ReturnType<typeof zeige>) => request.mock.calls.filter(([url]) => url === ZUSCHLAG).map(([, optionen]) => (optionen as { body: unknown }).body);

describe('Warnungen im Zuschlag-Dialog', () => {
  it('zeigt die Warnung des Servers, sperrt bis zur Bestätigung und sendet den Zuschlag mit ihr erneut', async () => {
    const user = userEvent.setup();
    const request = zeige([angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000)], new HttpError('409 Conflict', 409, { message: `Bitte bestätigen Sie vor dem Zuschlag: ${BONITAET.text}`, warnungen: [BONITAET] }));
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    await user.click(within(within(tabelle).getAllByRole('row')[2]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));

    // Refused for the rating: the dialog stays, names it and waits for the box.
    const warnung = await within(dialog).findByRole('alert');
    expect(warnung).toHaveTextContent('Vor dem Zuschlag zu bestätigen');
    expect(warnung).toHaveTextContent(BONITAET.text);
    const erteilen = within(dialog).getByRole('button', { name: 'Zuschlag erteilen' });
    expect(erteilen).toBeDisabled();
    const box = within(dialog).getByRole('checkbox', { name: 'Ich habe die Warnung geprüft und erteile den Zuschlag trotzdem.' });
    // By keyboard: the box takes the focus and Space ticks it.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(erteilen);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zuschlagAufrufe(request)).toEqual([{ angebotId: 20 }, { angebotId: 20, bonitaetBestaetigt: true }]);
    expect(await screen.findByText('Sie haben Nordwind Strom den Zuschlag erteilt.')).toBeInTheDocument();
  });

  it('zeigt die Warnungen aus dem Vergleich schon beim Öffnen und sendet den Zuschlag gleich mit der Bestätigung', async () => {
    const user = userEvent.setup();
    const request = zeige([angebot(1, 'Stadtwerke Süd', 100_000), { ...angebot(2, 'Nordwind Strom', 105_000), zuschlagWarnungen: [BONITAET] }], null);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    await user.click(within(within(tabelle).getAllByRole('row')[2]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BONITAET.text);
    const erteilen = within(dialog).getByRole('button', { name: 'Zuschlag erteilen' });
    expect(erteilen).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ich habe die Warnung geprüft und erteile den Zuschlag trotzdem.' }));
    await user.click(erteilen);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zuschlagAufrufe(request)).toEqual([{ angebotId: 20, bonitaetBestaetigt: true }]);
  });

  it('bestätigt Vorbehalt und Bonität mit einem Mechanismus: jede bestätigte Warnung geht als ihr Feld mit', async () => {
    const user = userEvent.setup();
    const request = zeige([angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000, true)], new HttpError('409 Conflict', 409, { message: 'Bitte bestätigen Sie …', warnungen: [BONITAET] }));
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    await user.click(within(within(tabelle).getAllByRole('row')[2]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ich habe den Vorbehalt geprüft und nehme das Angebot mit ihm an.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ich habe die Warnung geprüft und erteile den Zuschlag trotzdem.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zuschlagAufrufe(request)).toEqual([
      { angebotId: 20, vorbehaltBestaetigt: true },
      { angebotId: 20, vorbehaltBestaetigt: true, bonitaetBestaetigt: true },
    ]);
  });

  it('zeigt eine andere Ablehnung im Dialog über den Knöpfen, ohne nach Bestätigungen zu fragen', async () => {
    const user = userEvent.setup();
    zeige([angebot(1, 'Stadtwerke Süd', 100_000)], new HttpError('409 Conflict', 409, { message: 'Die Ausschreibung ist bereits abgeschlossen.' }));
    await user.click(await screen.findByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    expect(await within(dialog).findByText('Die Ausschreibung ist bereits abgeschlossen.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
