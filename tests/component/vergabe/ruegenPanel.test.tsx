import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ruege } from '../../../domain/api/zuschlag';
import { HttpError } from '../../../src/api/http';
import * as http from '../../../src/api/http/httpClient';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { RuegenPanel } from '../../../src/vergabe/RuegenPanel';
import { fensterMitBreite } from '../ui/fensterBreite';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const OFFEN: Ruege = { id: 4, eingegangenAm: '2026-11-22T08:30:00.000Z', text: 'Die Wertung ist fehlerhaft.', erfasstAm: '2026-11-22T09:00:00.000Z', ergebnis: null, entscheidung: null, entschiedenAm: null, nachpruefungsfrist: null };
// Rejected on 23.11.2026: the day itself does not count, 15 calendar days later is 08.12.2026.
const ENTSCHIEDEN: Ruege = {
  ...OFFEN,
  id: 3,
  text: 'Die Frist war zu kurz.',
  ergebnis: 'zurueckgewiesen',
  entscheidung: 'Die Frist entsprach § 15 VgV.',
  entschiedenAm: '2026-11-23T10:00:00.000Z',
  nachpruefungsfrist: { bis: '2026-12-08', tage: 15, quelle: '§ 160 Abs. 3 Satz 1 Nr. 4 GWB' },
};

function zeige(ruegen: Ruege[], antwort: (url: string, optionen?: { method?: string }) => unknown = () => undefined, status = 3) {
  const request = vi.spyOn(http, 'request').mockImplementation(async (url: string, optionen?: { method?: string }) => {
    if (url.endsWith('/ruegen')) return ruegen as never;
    return antwort(url, optionen) as never;
  });
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RuegenPanel verfahren={{ rolle: 'admin', id: 7, typ: 2 }} status={status} />
    </AdminContext>,
  );
  return request;
}

describe('Rügen einer Ausschreibung', () => {
  it('zeigt offene und entschiedene Rügen und warnt, dass eine offene den Zuschlag hält', async () => {
    zeige([ENTSCHIEDEN, OFFEN]);
    const liste = await screen.findByRole('list', { name: 'Rügen' });
    const [erste, zweite] = within(liste).getAllByRole('listitem');
    expect(erste).toHaveTextContent('Rüge vom 22.11.2026 09:30 Uhr');
    expect(erste).toHaveTextContent('zurückgewiesen');
    expect(erste).toHaveTextContent('Entscheidung am 23.11.2026 11:00 Uhr: Die Frist entsprach § 15 VgV.');
    expect(erste).toHaveTextContent('Nachprüfungsfrist bis 08.12.2026 (§ 160 Abs. 3 Satz 1 Nr. 4 GWB): Der Bieter kann innerhalb von 15 Kalendertagen nach Eingang der Mitteilung');
    expect(within(erste!).queryByRole('button')).toBeNull();
    expect(zweite).toHaveTextContent('offen');
    expect(zweite).not.toHaveTextContent('Nachprüfungsfrist');
    expect(within(zweite!).getByRole('button', { name: 'Über die Rüge entscheiden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Über eine Rüge ist noch nicht entschieden. Bis dahin wird kein Zuschlag erteilt oder wirksam.');
  });

  it('erfasst eine eingegangene Rüge über den Pfad des Administrators', async () => {
    const user = userEvent.setup();
    const request = zeige([], () => ({ id: 5 }));
    await user.click(await screen.findByRole('button', { name: 'Rüge erfassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Eingegangene Rüge erfassen' });
    // Prefilled with the current minute, German day and time.
    const eingang = within(dialog).getByRole('group', { name: /Eingegangen am/ });
    expect(within(eingang).getByRole('spinbutton', { name: 'Jahr' })).toHaveTextContent(/^\d{4}$/);
    expect(within(eingang).getByRole('spinbutton', { name: 'Minuten' })).toHaveTextContent(/^\d\d$/);
    await user.type(within(dialog).getByRole('textbox', { name: /Inhalt der Rüge/ }), 'Das Angebot von Nordwind wurde falsch gewertet.');
    await user.click(within(dialog).getByRole('button', { name: 'Rüge erfassen' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/ausschreibungasadmin/gas/7/ruege', {
        method: 'POST',
        body: { eingegangenAm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/), text: 'Das Angebot von Nordwind wurde falsch gewertet.' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('entscheidet über eine Rüge und zeigt eine Ablehnung des Servers im Dialog', async () => {
    const user = userEvent.setup();
    let mal = 0;
    const request = zeige([OFFEN], (url) => {
      if (url.endsWith('/entscheidung') && mal++ === 0) throw new HttpError('409 Conflict', 409, { message: 'Über diese Rüge ist bereits entschieden.' });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Über die Rüge entscheiden' }));
    const dialog = screen.getByRole('dialog', { name: 'Über die Rüge entscheiden' });
    expect(dialog).toHaveTextContent('Rüge vom 22.11.2026 09:30 Uhr: Die Wertung ist fehlerhaft.');
    await user.click(within(dialog).getByRole('radio', { name: /^Zurückgewiesen/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Begründung der Entscheidung/ }), 'Die Wertung folgt den Kriterien.');
    await user.click(within(dialog).getByRole('button', { name: 'Entscheidung speichern' }));
    expect(await within(dialog).findByText('Über diese Rüge ist bereits entschieden.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entscheidung speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entscheidungen = request.mock.calls.filter(([url]) => url.endsWith('/entscheidung'));
    expect(entscheidungen).toEqual([
      ['/api/ausschreibungasadmin/gas/7/ruege/4/entscheidung', { method: 'POST', body: { ergebnis: 'zurueckgewiesen', text: 'Die Wertung folgt den Kriterien.' }, responseType: 'none' }],
      ['/api/ausschreibungasadmin/gas/7/ruege/4/entscheidung', { method: 'POST', body: { ergebnis: 'zurueckgewiesen', text: 'Die Wertung folgt den Kriterien.' }, responseType: 'none' }],
    ]);
  });

  it('bietet nach dem Ende des Verfahrens kein Erfassen mehr an und passt auf ein Telefon', async () => {
    fensterMitBreite(360);
    zeige([ENTSCHIEDEN], undefined, 4);
    expect(await screen.findByRole('list', { name: 'Rügen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rüge erfassen' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lädt auf einer aufgehobenen Ausschreibung nicht zum Erfassen ein', async () => {
    zeige([], undefined, 5);
    expect(await screen.findByText('Es ist keine Rüge erfasst.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rüge erfassen' })).toBeNull();
  });
});
