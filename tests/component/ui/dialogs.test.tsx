import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesDialog } from '../../../src/ui/dialogs/UnsavedChangesDialog';
import { DeleteDialog } from '../../../src/ui/dialogs/DeleteDialog';
import { UnclosableDialog } from '../../../src/ui/dialogs/UnclosableDialog';

describe('Dialoge', () => {
  it("'Eintrag löschen?' nennt den Eintrag in Anführungszeichen, fokussiert Abbrechen und gibt den Fokus zurück", async () => {
    const user = userEvent.setup();
    const loeschen = vi.fn();
    function Seite() {
      const [offen, setOffen] = useState(false);
      return (
        <>
          <button onClick={() => setOffen(true)}>Löschen…</button>
          <DeleteDialog offen={offen} name="AS-2026-0001" onLoeschen={loeschen} onAbbrechen={() => setOffen(false)} />
        </>
      );
    }
    render(<Seite />);
    await user.click(screen.getByRole('button', { name: 'Löschen…' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(dialog).toHaveTextContent('Soll der Eintrag „AS-2026-0001“ wirklich gelöscht werden?');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(loeschen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Löschen…' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Löschen…' }));
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(loeschen).toHaveBeenCalledOnce();
  });

  it("'Änderungen speichern?' meldet Speichern, Verwerfen und Abbrechen", async () => {
    const user = userEvent.setup();
    const entscheidung = vi.fn();
    render(<UnsavedChangesDialog offen name="Stadtwerke Nord" onEntscheidung={entscheidung} />);
    expect(screen.getByRole('dialog', { name: 'Änderungen speichern?' })).toHaveTextContent('Der Eintrag "Stadtwerke Nord" enthält ungespeicherte Änderungen.');
    for (const knopf of ['Speichern', 'Verwerfen', 'Abbrechen']) await user.click(screen.getByRole('button', { name: knopf }));
    expect(entscheidung.mock.calls.map(([e]) => e)).toEqual(['speichern', 'verwerfen', 'abbrechen']);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(entscheidung).toHaveBeenLastCalledWith('abbrechen');
  });

  it("'Eintrag kann nicht geschlossen werden' bietet Minimieren an", async () => {
    const user = userEvent.setup();
    const minimieren = vi.fn();
    render(<UnclosableDialog offen grund="Der Eintrag wird gerade gespeichert." onMinimieren={minimieren} onSchliessen={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Eintrag kann nicht geschlossen werden' })).toHaveTextContent('Der Eintrag wird gerade gespeichert.');
    await user.click(screen.getByRole('button', { name: 'Minimieren' }));
    expect(minimieren).toHaveBeenCalledOnce();
  });
});
