import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Neuigkeit } from '../../../domain/api/benachrichtigungen';
import * as http from '../../../src/api/http/httpClient';
import { NeuigkeitenCard } from '../../../src/shell/NeuigkeitenCard';
import { mitRouter } from './hilfen';

afterEach(() => vi.restoreAllMocks());

const NEUIGKEITEN: Neuigkeit[] = [
  { id: 9, art: 'angeboteFreigegeben', text: 'Die Angebote zu Ihrer Ausschreibung A-2026-00012 liegen vor. Zuschlag bis 15.01.2027 12:00 möglich.', pfad: '/kunde/ausschreibung/12/show', at: '2026-12-07T08:30:00.000Z' },
  { id: 4, art: 'ausschreibungFreigegeben', text: 'Ihre Ausschreibung A-2026-00012 wurde freigegeben.', pfad: '/kunde/ausschreibung/12/show', at: '2026-11-20T15:00:00.000Z' },
];

describe('Neuigkeiten auf der Startseite', () => {
  it('listet die Neuigkeiten mit deutscher Zeit und führt zur Seite, um die es geht', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(NEUIGKEITEN as never);
    mitRouter(<NeuigkeitenCard />);
    const karte = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    expect(request).toHaveBeenCalledWith('/framework/api/member/neuigkeiten');
    const [neueste, aeltere] = karte.getAllByRole('link');
    // 08:30 UTC in December is 09:30 in Germany; 15:00 UTC in November 16:00.
    expect(neueste).toHaveTextContent('Die Angebote zu Ihrer Ausschreibung A-2026-00012 liegen vor. Zuschlag bis 15.01.2027 12:00 möglich.07.12.2026 09:30 Uhr');
    expect(aeltere).toHaveTextContent('20.11.2026 16:00 Uhr');
    await user.click(neueste!);
    expect(screen.getByTestId('ort')).toHaveTextContent('/kunde/ausschreibung/12/show');
  });

  it('zeigt die neuesten drei und die übrigen erst auf Wunsch', async () => {
    const user = userEvent.setup();
    // Five entries, newest first as the server sends them: 5 … 1.
    const fuenf = [5, 4, 3, 2, 1].map((id): Neuigkeit => ({ id, art: 'ausschreibungFreigegeben', text: `Neuigkeit ${id}`, pfad: `/kunde/ausschreibung/${id}/show`, at: `2026-12-0${id}T08:00:00.000Z` }));
    vi.spyOn(http, 'request').mockResolvedValue(fuenf as never);
    mitRouter(<NeuigkeitenCard />);
    const karte = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    const texte = () => karte.getAllByRole('link').map((l) => l.textContent!.replace(/\d\d\.12\.2026 09:00 Uhr$/, ''));
    expect(texte()).toEqual(['Neuigkeit 5', 'Neuigkeit 4', 'Neuigkeit 3']);
    const knopf = karte.getByRole('button', { name: 'Alle anzeigen (5)' });
    expect(knopf).toHaveAttribute('aria-expanded', 'false');
    await user.click(knopf);
    expect(texte()).toEqual(['Neuigkeit 5', 'Neuigkeit 4', 'Neuigkeit 3', 'Neuigkeit 2', 'Neuigkeit 1']);
    await user.click(karte.getByRole('button', { name: 'Weniger anzeigen' }));
    expect(texte()).toHaveLength(3);
  });

  it('braucht bei höchstens drei Neuigkeiten keinen Knopf', async () => {
    vi.spyOn(http, 'request').mockResolvedValue(NEUIGKEITEN as never);
    mitRouter(<NeuigkeitenCard />);
    const karte = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    expect(karte.getAllByRole('link')).toHaveLength(2);
    expect(karte.queryByRole('button')).not.toBeInTheDocument();
  });

  it('zeigt ohne Neuigkeiten keine Karte', async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue([] as never);
    const { container } = mitRouter(<NeuigkeitenCard />);
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    // The answer has arrived and been rendered: what shows now is what an empty list shows.
    await act(async () => {
      await request.mock.results[0]!.value;
    });
    expect(screen.queryByRole('region', { name: 'Neuigkeiten' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
