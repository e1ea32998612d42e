import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as http from '../../../../src/api/http/httpClient';
import { createQueryClient } from '../../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../../src/ui/notifications/useMeldung';
import { BonitaetAbschnitt } from '../../../../src/admin/evu/zulassung/BonitaetAbschnitt';

afterEach(() => vi.restoreAllMocks());

const zeige = (bonitaet: Parameters<typeof BonitaetAbschnitt>[0]['bonitaet']) => {
  const request = vi.spyOn(http, 'request').mockImplementation((async () => undefined) as never);
  render(
    <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
      <BonitaetAbschnitt evuId={7} bonitaet={bonitaet} heute="2026-12-07" />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), request };
};

describe('Bonität eines EVU', () => {
  it('warnt bei Klasse 5 und bei einer Bewertung, die älter als zwölf Monate ist', () => {
    zeige({ klasse: 5, datum: '2025-12-06', quelle: 'Creditreform', erfasstAm: '2025-12-08T09:00:00.000Z', erfasstVon: 'Anna Verwalter' });
    expect(screen.getByText(/Klasse 5 – schwache Bonität, vom 06\.12\.2025 \(Creditreform\)/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bonitätsklasse 5: erhöhtes Ausfallrisiko. Die Bewertung ist älter als 12 Monate.');
  });

  it('erfasst Klasse, Datum (heute vorbelegt) und Quelle erst, wenn alles da ist', async () => {
    const { user, request } = zeige(null);
    expect(screen.getByText('Es ist keine Bonität erfasst.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bonität erfassen …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bonität erfassen' }));
    const speichern = dialog.getByRole('button', { name: 'Speichern' });
    expect(speichern).toBeDisabled();
    await user.click(dialog.getByRole('combobox', { name: /Bonitätsklasse/ }));
    const klassen = screen.getAllByRole('option').map((o) => o.textContent);
    expect(klassen).toEqual([
      'Klasse 1 – ausgezeichnete Bonität',
      'Klasse 2 – sehr gute Bonität',
      'Klasse 3 – gute Bonität',
      'Klasse 4 – mittlere Bonität',
      'Klasse 5 – schwache Bonität',
      'Klasse 6 – sehr schwache Bonität oder Zahlungsausfall',
    ]);
    await user.click(screen.getByRole('option', { name: 'Klasse 4 – mittlere Bonität' }));
    expect(speichern).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Quelle/ }), 'Bürgel');
    await user.click(speichern);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request).toHaveBeenCalledWith('/api/evuasadmin/7/bonitaet', { method: 'PUT', body: { klasse: 4, datum: '2026-12-07', quelle: 'Bürgel' }, responseType: 'none' });
  });
});
