import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SparteZulassung, ZulassungStand } from '../../../../domain/api/zulassung';
import { HttpError } from '../../../../src/api/http';
import * as http from '../../../../src/api/http/httpClient';
import { ZulassungCard } from '../../../../src/evu/zulassung/ZulassungCard';
import { ZulassungPage } from '../../../../src/evu/zulassung/ZulassungPage';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { mitRouter } from '../../shell/hilfen';

afterEach(() => vi.restoreAllMocks());

const FEHLT = [
  { arten: ['Handelsregisterauszug'], text: 'Handelsregisterauszug: fehlt' },
  { arten: ['Betriebshaftpflicht'], text: 'Betriebshaftpflichtversicherung: abgelaufen am 31.10.2026' },
] as SparteZulassung['fehlend'];

const STROM: SparteZulassung = {
  sparte: 1,
  status: 'abgelehnt',
  // 09:00 UTC in November is 10:00 in Germany: the day stays the 20th.
  seit: '2026-11-20T09:00:00.000Z',
  begruendung: 'Der Jahresabschluss ist älter als ein Jahr.',
  fehlend: FEHLT,
  beantragbar: false,
  hinweis: `Es fehlen noch: ${FEHLT.map((f) => f.text).join('; ')}.`,
};
const GAS: SparteZulassung = { sparte: 2, status: 'in_pruefung', seit: '2026-11-21T23:30:00.000Z', begruendung: null, fehlend: [], beantragbar: false, hinweis: 'Ihr Antrag für Gas wird geprüft.' };
const STAND: ZulassungStand = { sparten: [STROM, GAS], nachweise: [], eigenerklaerung: null, referenzen: 0, bdewCodenummer: '9900000000011' };

function antworten(stand: ZulassungStand, weitere: (url: string, optionen?: { method?: string; body?: unknown }) => unknown = () => undefined) {
  return vi.spyOn(http, 'request').mockImplementation(async (url: string, optionen?: { method?: string; body?: unknown }) => {
    if (url === '/api/evu/zulassung') return stand as never;
    if (url === '/api/evu/eigenerklaerung' && !optionen?.method) throw new HttpError('404 Not Found', 404, { message: 'Sie haben noch keine Eigenerklärung abgegeben.' });
    if (url === '/api/evu/referenzen' && !optionen?.method) return [] as never;
    return weitere(url, optionen) as never;
  });
}

const zeigeSeite = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ZulassungPage />
    </AdminContext>,
  );

describe('Zulassung auf der Startseite des EVU', () => {
  it('zeigt je Sparte den Zustand, seit wann, die Begründung und was fehlt, und führt zur Seite der Nachweise', async () => {
    antworten(STAND);
    mitRouter(<ZulassungCard />);
    const karte = await screen.findByRole('region', { name: 'Zulassung' });
    const strom = within(karte).getByRole('region', { name: 'Zulassung Strom' });
    expect(strom).toHaveTextContent('abgelehnt');
    expect(strom).toHaveTextContent('seit 20.11.2026');
    expect(strom).toHaveTextContent('Begründung der Ablehnung: Der Jahresabschluss ist älter als ein Jahr.');
    expect(within(strom).getAllByRole('listitem').map((e) => e.textContent)).toEqual(['Handelsregisterauszug: fehlt', 'Betriebshaftpflichtversicherung: abgelaufen am 31.10.2026']);
    // 23:30 UTC on the 21st is already the 22nd in Germany.
    const gas = within(karte).getByRole('region', { name: 'Zulassung Gas' });
    expect(gas).toHaveTextContent('in Prüfung');
    expect(gas).toHaveTextContent('seit 22.11.2026');
    expect(within(gas).queryByRole('list')).toBeNull();
    expect(within(karte).getByRole('link', { name: 'Zulassung & Nachweise' })).toHaveAttribute('href', '/evu/zulassung');
  });

  it('sagt einem EVU ohne Sparte, was zu tun ist', async () => {
    antworten({ ...STAND, sparten: [] });
    mitRouter(<ZulassungCard />);
    expect(await screen.findByText('Sie haben keine Sparte angegeben. Bitte ergänzen Sie Strom oder Gas in Ihren Benutzerdaten.')).toBeInTheDocument();
  });
});

describe('Seite „Zulassung & Nachweise“', () => {
  it('sperrt den Antrag, solange etwas fehlt, und nennt den Grund', async () => {
    antworten(STAND);
    zeigeSeite();
    const knopf = await screen.findByRole('button', { name: 'Zulassung beantragen' });
    expect(knopf).toBeDisabled();
    // What is missing stands in the list above; beside the button a pointer to it, not the same list again.
    expect(knopf).toHaveAccessibleDescription('Sobald für Strom oben nichts mehr fehlt, können Sie die Zulassung beantragen. Ihr Antrag für Gas wird geprüft.');
    expect(screen.getByText('Sie haben noch keine Nachweise hochgeladen.')).toBeInTheDocument();
    expect(screen.getByText('Sie haben noch keine Eigenerklärung abgegeben.')).toBeInTheDocument();
    // Without kind and Gültig bis there is nothing to upload yet.
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('beantragt die Zulassung, sobald nichts fehlt, und zeigt eine Ablehnung des Servers', async () => {
    const user = userEvent.setup();
    const bereit: ZulassungStand = { ...STAND, sparten: [{ ...STROM, status: 'registriert', begruendung: null, fehlend: [], beantragbar: true, hinweis: null }] };
    const request = antworten(bereit, (url) => {
      if (url === '/api/evu/zulassung/antrag') throw new HttpError('409 Conflict', 409, { message: 'Ihre Zulassung für Strom wurde inzwischen geändert. Bitte laden Sie die Seite neu.' });
      return undefined;
    });
    zeigeSeite();
    const knopf = await screen.findByRole('button', { name: 'Zulassung beantragen' });
    expect(knopf).toBeEnabled();
    await user.click(knopf);
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/evu/zulassung/antrag', { method: 'POST', body: {} }));
    expect(await screen.findByText('Ihre Zulassung für Strom wurde inzwischen geändert. Bitte laden Sie die Seite neu.')).toBeInTheDocument();
  });

  it('verlangt zu einem vorliegenden Ausschlussgrund Sachverhalt und Selbstreinigung und eine Unterschrift, bevor es sendet', async () => {
    const user = userEvent.setup();
    const request = antworten(STAND);
    zeigeSeite();
    const erster = await screen.findByRole('group', { name: /§ 123 Abs. 1 Nr. 1 GWB/ });
    await user.click(within(erster).getByRole('radio', { name: 'liegt vor' }));
    await user.click(screen.getByRole('button', { name: 'Eigenerklärung speichern' }));
    expect(within(erster).getByText('Bitte schildern Sie, was vorliegt.')).toBeInTheDocument();
    expect(within(erster).getByText('Bitte beschreiben Sie Ihre Selbstreinigungsmaßnahmen (§ 125 GWB).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Unterzeichnet von/ })).toHaveAccessibleDescription('Eine Eingabe wird erwartet');
    expect(request).not.toHaveBeenCalledWith('/api/evu/eigenerklaerung', expect.objectContaining({ method: 'PUT' }));
  });

  it('beginnt eine erste Eigenerklärung unbeantwortet, nennt jeden offenen Grund und beantwortet die übrigen nur auf Wunsch mit „liegt nicht vor“', async () => {
    const user = userEvent.setup();
    const request = antworten(STAND);
    zeigeSeite();
    const gruppen = await screen.findAllByRole('group', { name: /§ 12[34] Abs/ });
    expect(gruppen).toHaveLength(20);
    for (const gruppe of gruppen) expect(within(gruppe).getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    await user.click(within(gruppen[0]!).getByRole('radio', { name: 'liegt vor' }));
    await user.click(screen.getByRole('button', { name: 'Eigenerklärung speichern' }));
    expect(within(gruppen[0]!).queryByText('Bitte wählen Sie „liegt nicht vor“ oder „liegt vor“.')).toBeNull();
    expect(within(gruppen[1]!).getByText('Bitte wählen Sie „liegt nicht vor“ oder „liegt vor“.')).toBeInTheDocument();
    expect(screen.getByText('Bitte beantworten Sie jeden Ausschlussgrund genau einmal.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Die übrigen 19 Gründe mit „liegt nicht vor“ beantworten' }));
    expect(within(gruppen[0]!).getByRole('radio', { name: 'liegt vor' })).toBeChecked();
    for (const gruppe of gruppen.slice(1)) expect(within(gruppe).getByRole('radio', { name: 'liegt nicht vor' })).toBeChecked();
    expect(screen.queryByText('Bitte wählen Sie „liegt nicht vor“ oder „liegt vor“.')).toBeNull();
    expect(screen.queryByRole('button', { name: /mit „liegt nicht vor“ beantworten/ })).toBeNull();
    expect(request).not.toHaveBeenCalledWith('/api/evu/eigenerklaerung', expect.objectContaining({ method: 'PUT' }));
  });
});
