import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZulassungStatus } from '../../../../domain/zulassung/status';
import { HttpError } from '../../../../src/api/http/errors';
import * as http from '../../../../src/api/http/httpClient';
import { createQueryClient } from '../../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../../src/ui/notifications/useMeldung';
import { EntscheidungButtons } from '../../../../src/admin/evu/zulassung/EntscheidungButtons';

afterEach(() => vi.restoreAllMocks());

function zeige(status: ZulassungStatus, vollstaendig: boolean, antwort: () => Promise<unknown> = async () => undefined) {
  const request = vi.spyOn(http, 'request').mockImplementation((() => antwort()) as never);
  render(
    <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
      <EntscheidungButtons evuId={7} firma="Alpenstrom Energie GmbH" sparte={1} status={status} vollstaendig={vollstaendig} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), request };
}
const knoepfe = () => screen.getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);

describe('Entscheidung über die Zulassung', () => {
  it('bietet nur die Übergänge der Tabelle an; Zulassen erst mit allen Nachweisen', () => {
    zeige('in_pruefung', false);
    expect(knoepfe()).toEqual([
      ['Zulassen …', true],
      ['Ablehnen …', false],
      ['Sperren …', false],
    ]);
    expect(screen.getByText('Zulassen ist möglich, sobald alle Pflichtnachweise gültig vorliegen und geprüft sind.')).toBeInTheDocument();
  });

  it('entsperrt oder lässt ein gesperrtes EVU zu, nichts sonst', () => {
    zeige('gesperrt', true);
    expect(knoepfe()).toEqual([
      ['Zulassen …', false],
      ['Entsperren …', false],
    ]);
  });

  it('fragt vor dem Ablehnen nach der Begründung und sendet sie', async () => {
    const { user, request } = zeige('in_pruefung', false);
    await user.click(screen.getByRole('button', { name: 'Ablehnen …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Zulassung für Strom ablehnen?' }));
    expect(dialog.getByText(/Alpenstrom Energie GmbH wird für die Sparte Strom nicht zugelassen/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    const ablehnen = dialog.getByRole('button', { name: 'Ablehnen' });
    expect(ablehnen).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Begründung/ }), '   ');
    expect(ablehnen).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Begründung/ }), 'Der Jahresabschluss fehlt. ');
    await user.click(ablehnen);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request).toHaveBeenCalledWith('/api/evuasadmin/7/zulassung/strom/entscheidung', {
      method: 'POST',
      body: { status: 'abgelehnt', begruendung: 'Der Jahresabschluss fehlt.' },
      responseType: 'none',
    });
  });

  it('zeigt die Weigerung des Servers im Dialog und lässt ihn offen', async () => {
    const meldung = 'Das EVU kann nicht zugelassen werden. Es fehlt: Referenzliste: fehlt.';
    const { user } = zeige('in_pruefung', true, () => Promise.reject(new HttpError('409 Conflict', 409, { message: meldung })));
    await user.click(screen.getByRole('button', { name: 'Zulassen …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Für Strom zulassen?' }));
    await user.type(dialog.getByRole('textbox', { name: /Begründung/ }), 'Alles geprüft.');
    await user.click(dialog.getByRole('button', { name: 'Zulassen' }));
    expect(await dialog.findByText(meldung)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Für Strom zulassen?' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
