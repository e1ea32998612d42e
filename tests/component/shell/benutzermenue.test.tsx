import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../../../src/shell/UserMenu';
import { Ort } from './hilfen';

describe('Benutzermenü', () => {
  it('zeigt den Namen als Knopf und führt zu Benachrichtigungen, Zweiter Faktor und Sitzungen', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UserMenu name="Anna Verwalter" />
        <Routes>
          <Route path="*" element={<Ort />} />
        </Routes>
      </MemoryRouter>,
    );
    const knopf = screen.getByRole('button', { name: 'Benutzermenü von Anna Verwalter' });
    expect(knopf).toHaveTextContent('Anna Verwalter');
    expect(knopf).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(knopf);
    const menue = screen.getByRole('menu');
    expect(within(menue).getAllByRole('menuitem').map((e) => [e.textContent, e.getAttribute('href')])).toEqual([
      ['Angemeldet als Anna Verwalter', null],
      ['Benachrichtigungen', '/benachrichtigungen'],
      ['Zweiter Faktor', '/zweiter-faktor'],
      ['Sitzungen', '/sitzungen'],
    ]);
    expect(within(menue).getByRole('menuitem', { name: 'Angemeldet als Anna Verwalter' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menue).getByRole('menuitem', { name: 'Sitzungen' }));
    expect(screen.getByTestId('ort')).toHaveTextContent('/sitzungen');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
