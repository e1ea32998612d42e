import { render, screen } from '@testing-library/react';
import { Resource, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AreaAdmin } from '../../../src/shell/AreaAdmin';
import { angemeldetAls } from './hilfen';

const leer = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;

describe('Unbekannte Adresse innerhalb eines Bereichs', () => {
  it.each([
    ['Administrator', '/administrator'],
    ['Kunde', '/kunde'],
    ['EVU', '/evu'],
  ] as const)('zeigt %s unter %s/x die Seite des Portals statt der von react-admin', async (rolle, basis) => {
    angemeldetAls([rolle]);
    render(
      <MemoryRouter initialEntries={[`${basis}/x`]}>
        <Routes>
          <Route
            path={`${basis}/*`}
            element={
              <AreaAdmin basename={basis} rolle={rolle} dataProvider={leer}>
                <Resource name="ausschreibung" list={() => <p>Liste</p>} />
              </AreaAdmin>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Seite wurde nicht gefunden' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/app');
    expect(document.body).not.toHaveTextContent(/React Admin|nicht gefunden werden|ra\.page|ra\.message/);
  });
});
