import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as http from '../../../../src/api/http/httpClient';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { AusschreibungActions } from '../../../../src/kunde/ausschreibung/AusschreibungActions';
import { AusschreibungStatus } from '../../../../domain/ausschreibung';

afterEach(() => vi.restoreAllMocks());

function zeige(status: AusschreibungStatus) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={createKundeProvider()}>
        <ResourceContextProvider value="ausschreibung">
          <RecordContextProvider value={{ id: 7, typ: 1, nummer: 'A-2026-00007', bezeichnung: 'Strom Werk', status }}>
            <AusschreibungActions />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Aktionsleiste der Ausschreibung des Kunden', () => {
  it('bietet in der Prüfung Bearbeiten und Löschen, aber noch keinen Vergabevermerk', () => {
    zeige(AusschreibungStatus.PruefungAusschreibung);
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vergabevermerk (PDF)' })).toBeNull();
  });

  it.each([AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote])('bietet im Status %i nur das Aufheben an', (status) => {
    zeige(status);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Aufheben']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('bietet in der Bindefrist den Vergabevermerk und das Aufheben an', () => {
    zeige(AusschreibungStatus.Bindefrist);
    expect(screen.getByRole('button', { name: 'Vergabevermerk (PDF)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aufheben' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
  });

  it.each([AusschreibungStatus.Abgeschlossen, AusschreibungStatus.Aufgehoben])('bietet nach dem Ende des Verfahrens nur den Vergabevermerk an (Status %i)', (status) => {
    zeige(status);
    expect(screen.getByRole('button', { name: 'Vergabevermerk (PDF)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aufheben' })).toBeNull();
  });

  it('hebt nach Rückfrage mit Begründung auf', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined as never);
    zeige(AusschreibungStatus.Aktiv);
    await user.click(screen.getByRole('button', { name: 'Aufheben' }));
    const dialog = screen.getByRole('dialog', { name: 'Ausschreibung A-2026-00007 aufheben?' });
    expect(dialog).toHaveTextContent('Alle eingeladenen Versorger erhalten die Begründung per E-Mail.');
    const aufheben = within(dialog).getByRole('button', { name: 'Ausschreibung aufheben' });
    expect(aufheben).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Begründung der Aufhebung' }), 'Kein wirtschaftliches Angebot.');
    await user.click(aufheben);
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/aufheben', { method: 'POST', body: { begruendung: 'Kein wirtschaftliches Angebot.' }, responseType: 'none' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
