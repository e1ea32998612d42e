import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { AusschreibungActions } from '../../../../src/kunde/ausschreibung/AusschreibungActions';
import { AusschreibungStatus } from '../../../../domain/ausschreibung';

function zeige(status: AusschreibungStatus) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={createKundeProvider()}>
        <ResourceContextProvider value="ausschreibung">
          <RecordContextProvider value={{ id: 7, nummer: 'A-2026-00007', bezeichnung: 'Strom Werk', status }}>
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

  it.each([AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote])('zeigt im Status %i keine Aktion', (status) => {
    zeige(status);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([AusschreibungStatus.Bindefrist, AusschreibungStatus.Abgeschlossen])('bietet ab der Bindefrist den Vergabevermerk an (Status %i)', (status) => {
    zeige(status);
    expect(screen.getByRole('button', { name: 'Vergabevermerk (PDF)' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
  });
});
