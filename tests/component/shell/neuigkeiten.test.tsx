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
