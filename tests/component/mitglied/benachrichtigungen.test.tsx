import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Benachrichtigung } from '../../../domain/api/benachrichtigungen';
import * as http from '../../../src/api/http/httpClient';
import { ModelStateError } from '../../../src/api/http/errors';
import { BenachrichtigungenPage } from '../../../src/mitglied/BenachrichtigungenPage';
import { mitRouter } from '../shell/hilfen';
import { fensterMitBreite } from '../ui/fensterBreite';

afterEach(() => vi.restoreAllMocks());

const KUNDE: Benachrichtigung[] = [
  { art: 'ausschreibungFreigegeben', mail: true, pflicht: false },
  { art: 'bieterantwortKunde', mail: false, pflicht: false },
  { art: 'auktionGeplantKunde', mail: true, pflicht: false },
  { art: 'angeboteFreigegeben', mail: true, pflicht: true },
  { art: 'informationsschreibenKopie', mail: true, pflicht: true },
];

/** The server as the page meets it: GET answers the stored list, PUT stores what `put` makes of the body and answers it. */
function server(start: Benachrichtigung[], put?: (body: { art: string; mail: boolean }[]) => Benachrichtigung[]) {
  let liste = start;
  const uebernimm = (body: { art: string; mail: boolean }[]) => liste.map((b) => ({ ...b, mail: body.find((x) => x.art === b.art)?.mail ?? b.mail }));
  return vi.spyOn(http, 'request').mockImplementation((async (_url: string, optionen?: { method?: string; body?: unknown }) => {
    if (optionen?.method === 'PUT') liste = (put ?? uebernimm)(optionen.body as { art: string; mail: boolean }[]);
    return liste;
  }) as never);
}

describe('Benachrichtigungen', () => {
  it('zeigt je E-Mail einen Schalter; vorgeschriebene sind an, gesperrt und als „vorgeschrieben“ markiert', async () => {
    server(KUNDE);
    mitRouter(<BenachrichtigungenPage />);
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    const schalter = await screen.findAllByRole('switch');
    expect(schalter.map((s) => [s.getAttribute('aria-label') ?? (s.closest('label')?.textContent ?? ''), (s as HTMLInputElement).checked, (s as HTMLInputElement).disabled])).toEqual([
      ['E-Mail: Ausschreibung freigegeben', true, false],
      ['E-Mail: Antworten auf Bieterfragen', false, false],
      ['E-Mail: Online-Auktion geplant', true, false],
      ['E-Mail: Angebote freigegeben', true, true],
      ['E-Mail: Kopie der Informationsschreiben', true, true],
    ]);
    const pflicht = screen.getByRole('switch', { name: 'E-Mail: Kopie der Informationsschreiben' });
    expect(pflicht).toHaveAccessibleDescription(
      'Jedes Informationsschreiben nach § 134 GWB, das in Ihrem Namen an einen Bieter geht. Diese E-Mail ist vorgeschrieben und kann nicht abbestellt werden.',
    );
    expect(screen.getAllByText('vorgeschrieben')).toHaveLength(2);
    // Nothing changed, nothing to save.
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('speichert die geänderte Auswahl und bestätigt es', async () => {
    const user = userEvent.setup();
    const request = server(KUNDE);
    mitRouter(<BenachrichtigungenPage />);
    await user.click(await screen.findByRole('switch', { name: 'E-Mail: Ausschreibung freigegeben' }));
    await user.click(screen.getByRole('switch', { name: 'E-Mail: Antworten auf Bieterfragen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Einstellungen wurden gespeichert.');
    expect(request).toHaveBeenCalledWith('/framework/api/member/benachrichtigungen', {
      method: 'PUT',
      body: [
        { art: 'ausschreibungFreigegeben', mail: false },
        { art: 'bieterantwortKunde', mail: true },
        { art: 'auktionGeplantKunde', mail: true },
        { art: 'angeboteFreigegeben', mail: true },
        { art: 'informationsschreibenKopie', mail: true },
      ],
    });
    expect(screen.getByRole('switch', { name: 'E-Mail: Ausschreibung freigegeben' })).not.toBeChecked();
  });

  it('zeigt die deutsche Meldung des Servers, wenn er die Auswahl ablehnt', async () => {
    const user = userEvent.setup();
    server(KUNDE, () => {
      throw new ModelStateError({ message: 'Die E-Mail „Angebote freigegeben“ ist vorgeschrieben und kann nicht abbestellt werden.', errors: {} });
    });
    mitRouter(<BenachrichtigungenPage />);
    await user.click(await screen.findByRole('switch', { name: 'E-Mail: Online-Auktion geplant' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die E-Mail „Angebote freigegeben“ ist vorgeschrieben und kann nicht abbestellt werden.');
    // The choice stays on screen to try again.
    expect(screen.getByRole('switch', { name: 'E-Mail: Online-Auktion geplant' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('führt auf dem Telefon jede E-Mail als Listeneintrag mit Schalter, Beschreibung und Markierung', async () => {
    fensterMitBreite(360);
    server([{ art: 'erinnerung', mail: true, pflicht: false }, { art: 'einladung', mail: true, pflicht: true }]);
    mitRouter(<BenachrichtigungenPage />);
    const eintraege = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(eintraege).toHaveLength(2);
    expect(within(eintraege[0]!).getByRole('switch', { name: 'E-Mail: Tägliche Erinnerung an Angebotsfristen' })).toBeEnabled();
    expect(within(eintraege[1]!).getByText('vorgeschrieben')).toBeInTheDocument();
    await waitFor(() => expect(within(eintraege[1]!).getByRole('switch')).toBeDisabled());
  });
});
