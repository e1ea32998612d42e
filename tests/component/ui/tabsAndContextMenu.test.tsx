import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContextMenu } from '../../../src/ui/contextmenu/ContextMenu';
import { TabBar, type TabEntry } from '../../../src/ui/tabs/TabBar';

describe('TabBar', () => {
  function Arbeitsplatz({ onSchliesse }: { onSchliesse: (id: string) => void }) {
    const reiter: TabEntry[] = [
      { id: 'liste', titel: 'Ausschreibungen', schliessbar: false },
      { id: 'a1', titel: 'AS-1', geaendert: true },
      { id: 'a2', titel: 'AS-2' },
    ];
    const [aktiv, setAktiv] = useState('liste');
    return <TabBar reiter={reiter} aktiv={aktiv} onWaehle={setAktiv} onSchliesse={onSchliesse} />;
  }

  it('wählt per Klick und Pfeiltasten, markiert ungespeicherte Änderungen und schließt per Knopf oder Entf', async () => {
    const user = userEvent.setup();
    const schliesse = vi.fn();
    render(<Arbeitsplatz onSchliesse={schliesse} />);
    expect(screen.getByRole('tablist', { name: 'Geöffnete Einträge' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /AS-1 \*/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ausschreibungen schließen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /AS-2/ }));
    expect(screen.getByRole('tab', { name: /AS-2/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('tab', { name: /AS-1/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /AS-1/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Delete}');
    expect(schliesse).toHaveBeenLastCalledWith('a1');
    await user.click(screen.getByRole('button', { name: 'AS-2 schließen' }));
    expect(schliesse).toHaveBeenLastCalledWith('a2');
    // The close button does not select the tab it closes.
    expect(screen.getByRole('tab', { name: /AS-2/ })).toHaveAttribute('aria-selected', 'false');
  });
});

describe('Kontextmenü', () => {
  const eintraege = (oeffnen: () => void, loeschen: () => void) => [
    { titel: 'Öffnen', aktion: oeffnen },
    { titel: 'Sperren', aktion: () => {}, deaktiviert: true },
    { titel: 'Löschen', aktion: loeschen, gefaehrlich: true },
  ];

  it('öffnet sich mit der rechten Maustaste und führt den gewählten Eintrag aus', async () => {
    const user = userEvent.setup();
    const oeffnen = vi.fn();
    render(
      <ContextMenu eintraege={eintraege(oeffnen, () => {})}>
        <div tabIndex={0}>Zeile AS-1</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByText('Zeile AS-1'), { clientX: 40, clientY: 50 });
    expect(screen.getByRole('menu', { name: 'Aktionen' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sperren' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Öffnen' }));
    expect(oeffnen).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('öffnet sich mit Umschalt+F10, wird mit Pfeiltasten bedient und schließt mit Escape', async () => {
    const user = userEvent.setup();
    const loeschen = vi.fn();
    render(
      <ContextMenu eintraege={eintraege(() => {}, loeschen)}>
        <div tabIndex={0}>Zeile AS-2</div>
      </ContextMenu>,
    );
    screen.getByText('Zeile AS-2').focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Öffnen' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Löschen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(loeschen).not.toHaveBeenCalled();
    await user.keyboard('{ContextMenu}');
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    expect(loeschen).toHaveBeenCalledOnce();
  });
});
