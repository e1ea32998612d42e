import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormularFehler } from '../../../src/api/http/formularFehler';
import { fensterMitBreite } from '../ui/fensterBreite';
import { anbieter, bereich, detail, zeile } from './hilfen/ausschreibung';

// The area loads its views on demand; loading them once here keeps the first test's waits about the screen, not the transform.
beforeAll(async () => {
  await Promise.all([import('../../../src/admin/ausschreibung/AusschreibungShow'), import('../../../src/admin/ausschreibung/AdminAusschreibungEdit')]);
});

describe('Ausschreibungsliste im Backoffice', () => {
  it('filtert nach Status aus den Optionen des Servers', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    bereich(dp, '/ausschreibung');
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Aktiv' }));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: { status: [1] }, sort: { field: 'dringlichkeit', order: 'ASC' } })),
    );
  });
});

describe('Arbeitsliste des Administrators', () => {
  it('ordnet ohne Wahl das Dringendste zuerst und zeigt das am Kopf der Angebotsfrist (aufsteigend)', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    bereich(dp, '/ausschreibung');
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ sort: { field: 'dringlichkeit', order: 'ASC' } }));
    // react-admin marks the sorted header by MUI's active sort label and its arrow's direction (no aria-sort).
    const pfeil = (richtung: 'Asc' | 'Desc') => screen.getByRole('columnheader', { name: /Angebotsfrist/ }).querySelector(`.Mui-active .MuiTableSortLabel-iconDirection${richtung}`);
    const kopf = screen.getByRole('columnheader', { name: /Angebotsfrist/ });
    expect(pfeil('Asc')).not.toBeNull();
    // Turned round from the same header: the arrow follows the order asked for.
    await user.click(within(kopf).getByRole('button'));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ sort: { field: 'dringlichkeit', order: 'DESC' } })));
    await waitFor(() => expect(pfeil('Desc')).not.toBeNull());
    // Back to the default: react-admin keeps a list's sort for the next screen (and test) of this session.
    await user.click(within(screen.getByRole('columnheader', { name: /Angebotsfrist/ })).getByRole('button'));
    await waitFor(() => expect(pfeil('Asc')).not.toBeNull());
  });
});

describe('Ausschreibungsliste auf dem Telefon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('zeigt jede Ausschreibung als Link auf ihre Seite unter der Sparte, mit Nummer, Status, Kunde und Frist', async () => {
    fensterMitBreite(360);
    const gas = { ...zeile, id: 2, nummer: 'A-2026-00002', typ: 2, bezeichnung: 'Gas Schule', status: 1 };
    bereich(anbieter({ getList: vi.fn(async () => ({ data: [zeile, gas], total: 2 })) }), '/ausschreibung');
    const strom = await screen.findByRole('link', { name: /^Strom Rathaus/ });
    expect(strom).toHaveAttribute('href', '/ausschreibung/strom/1/show');
    expect(strom).toHaveTextContent('Prüfung Ausschreibung · A-2026-00001 · Strom · Gemeinde · Angebotsfrist 20.12.2026 23:50');
    expect(screen.getByRole('link', { name: /^Gas Schule/ })).toHaveAttribute('href', '/ausschreibung/gas/2/show');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sortiert ohne Spaltenköpfe über ein Menü, das die gewählte Reihenfolge nennt', async () => {
    fensterMitBreite(360);
    const user = userEvent.setup();
    const dp = anbieter({});
    bereich(dp, '/ausschreibung');
    await screen.findByRole('link', { name: /^Strom Rathaus/ });
    await user.click(screen.getByRole('button', { name: 'Nach Dringlichkeit aufsteigend sortieren' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nummer aufsteigend' }));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ sort: { field: 'nummer', order: 'ASC' } })));
    expect(await screen.findByRole('button', { name: 'Nach Nummer aufsteigend sortieren' })).toBeInTheDocument();
  });

  it('sagt, wenn der Filter nichts findet, und setzt ihn auf Wunsch zurück', async () => {
    fensterMitBreite(360);
    const user = userEvent.setup();
    const dp = anbieter({ getList: vi.fn(async (_r: string, p: { filter: object }) => (Object.keys(p.filter).length ? { data: [], total: 0 } : { data: [zeile], total: 1 })) });
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent(JSON.stringify({ idSearch: 'Nirgendwo' }))}`);
    const hinweis = (await screen.findByText(/Mit den aktuellen Filtern wurden keine .* gefunden\./)).parentElement!;
    // On a phone react-admin's own button was an empty icon square: the label must be there to read.
    const zuruecksetzen = within(hinweis).getByRole('button', { name: 'Filter zurücksetzen' });
    expect(zuruecksetzen).toHaveTextContent('Filter zurücksetzen');
    await user.click(zuruecksetzen);
    expect(await screen.findByRole('link', { name: /^Strom Rathaus/ })).toHaveAttribute('href', '/ausschreibung/strom/1/show');
  });
});

describe('Filter der Ausschreibungsliste', () => {
  it('liest leere Auswahlfilter als „Alle“ und zeigt gemerkte Filter als Chips, einzeln entfernbar und zurücksetzbar', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent(JSON.stringify({ status: [1], idSearch: 'Dortmund' }))}`);
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sparte' })).toHaveTextContent('Alle');
    expect(screen.queryByText('Keine Einträge ausgewählt')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveValue('Dortmund');

    const aktive = await screen.findByRole('region', { name: 'Aktive Filter' });
    const chips = within(aktive).getAllByRole('button').filter((b) => b.classList.contains('MuiChip-root'));
    expect(chips.map((c) => c.textContent)).toEqual(['Status: Aktiv', 'Suche: „Dortmund“']);
    await user.click(within(chips[0]!).getByTestId('CancelIcon'));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: { idSearch: 'Dortmund' } })));
    expect(within(aktive).queryByText(/Status/)).not.toBeInTheDocument();

    await user.click(within(aktive).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: {} })));
    expect(screen.queryByRole('region', { name: 'Aktive Filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveValue('');
  });

  it('leert die Suche über die Tastatur und lässt den Fokus im Suchfeld', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent(JSON.stringify({ idSearch: 'Dortmund' }))}`);
    const suche = await screen.findByRole('textbox', { name: 'Suche' });
    await waitFor(() => expect(suche).toHaveValue('Dortmund'));
    await user.click(suche);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eingabe löschen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(suche).toHaveValue('');
    expect(suche).toHaveFocus();
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: {} })));
  });

  it('sagt unter der Suche, wie viele Ausschreibungen sie fand, und „mehr als 1.000 Treffer“, wo der Server nur so weit zählte', async () => {
    const dp = anbieter({
      getList: vi.fn(async (_resource: string, { filter }: { filter: { idSearch?: string } }) =>
        filter.idSearch === 'Regensburg' ? { data: [zeile], pageInfo: { hasNextPage: true, hasPreviousPage: false }, meta: { mehrAls: 1000 } } : { data: [zeile], total: 1 },
      ),
    });
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent(JSON.stringify({ idSearch: 'Regensburg' }))}`);
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    expect(await screen.findByText('mehr als 1.000 Treffer')).toBeVisible();

    const user = userEvent.setup();
    const suche = screen.getByRole('textbox', { name: 'Suche' });
    await user.clear(suche);
    await user.type(suche, 'Rathaus');
    // The list asks after its debounce (half a second).
    expect(await screen.findByText('1 Treffer', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('mehr als 1.000 Treffer')).not.toBeInTheDocument();
  });

  it('sagt, warum eine Suche mit zu kurzen Wörtern nicht gesucht wird, und fragt den Server erst nach einer gültigen', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    // An empty filter in the link: react-admin would otherwise bring back the last test's search from its store.
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent('{}')}`);
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    const suche = screen.getByRole('textbox', { name: 'Suche' });
    expect(suche).toHaveValue('');
    await user.type(suche, 'Los ab');
    expect(await screen.findByText('Jedes Suchwort braucht mindestens 3 Buchstaben oder Ziffern in Folge; „ab“ hat weniger.')).toBeVisible();
    expect(suche).toHaveAttribute('aria-invalid', 'true');
    await user.type(suche, 'c');
    // The list asks after its debounce (half a second) and the field's validation.
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: { idSearch: 'Los abc' } })), { timeout: 3000 });
    expect(screen.queryByText(/Jedes Suchwort/)).not.toBeInTheDocument();
    // Asked with the valid search only, never with the one before it.
    const gefragt = vi.mocked(dp.getList).mock.calls.map(([, params]) => params.filter.idSearch as unknown);
    expect(gefragt).not.toContain('Los ab');
    expect(gefragt).not.toContain('Los a');
  });

  it('zeigt einen im Link doppelt genannten Status einmal, und nach dem Entfernen keinen', async () => {
    const user = userEvent.setup();
    const dp = anbieter({});
    // Once as a number, once as text, once more as a number: each is the same status.
    bereich(dp, `/ausschreibung?filter=${encodeURIComponent(JSON.stringify({ status: [1, 0, '1', 1] }))}`);
    const aktive = await screen.findByRole('region', { name: 'Aktive Filter' });
    const chips = () => within(aktive).queryAllByRole('button').filter((b) => b.classList.contains('MuiChip-root'));
    await waitFor(() => expect(chips().map((c) => c.textContent)).toEqual(['Status: Aktiv', 'Status: Prüfung Ausschreibung']));
    const auswahl = within(screen.getByRole('combobox', { name: 'Status' }));
    expect(auswahl.getAllByText('Aktiv')).toHaveLength(1);

    await user.click(within(chips()[0]!).getByTestId('CancelIcon'));
    await waitFor(() => expect(dp.getList).toHaveBeenLastCalledWith('ausschreibung', expect.objectContaining({ filter: { status: [0] } })));
    await waitFor(() => expect(chips().map((c) => c.textContent)).toEqual(['Status: Prüfung Ausschreibung']));
    expect(auswahl.queryByText('Aktiv')).not.toBeInTheDocument();
  });
});

describe('Bearbeiten einer Ausschreibung', () => {
  it('sagt bei einer aktiven Ausschreibung nur, was noch geht: die Fristen, nicht aber die Lieferstellen', async () => {
    const user = userEvent.setup();
    bereich(anbieter({ getOne: vi.fn(async () => ({ data: { ...detail, status: 1, kundePlz: '10115' } })) }), '/ausschreibung/strom/1');
    expect(await screen.findByText(/Nur die Angebotsfrist und die Bindefrist lassen sich noch ändern/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lieferstellen' }));
    expect(await screen.findByText('Die Lieferstellen lassen sich nach der Freigabe nicht mehr ändern.')).toBeVisible();
    expect(screen.queryByText(/kann die Ausschreibung nicht mehr bearbeitet werden/)).not.toBeInTheDocument();
  });

  it('zeigt die Feldfehler des Servers an der Lieferstelle', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_ressource: string, _parameter: { id: unknown; data: Record<string, unknown> }) => {
      throw new FormularFehler({ message: 'Bitte prüfen Sie die markierten Felder.', errors: { 'lieferstellen[0].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'] } });
    });
    bereich(anbieter({ update }), '/ausschreibung/strom/1');
    await screen.findByDisplayValue('Strom Rathaus');
    const bezeichnung = document.querySelector<HTMLInputElement>('input[name=bezeichnung]')!;
    await user.clear(bezeichnung);
    await user.type(bezeichnung, 'Strom Rathaus 2027');
    // Keyboard use; jsdom loses a pointer click on this button (the real click is covered in Chromium).
    act(() => screen.getByRole('button', { name: 'Speichern' }).focus());
    // Leaving a field validates it; the button is disabled until that has finished (beside other test files, over a second).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled(), { timeout: 5_000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]).toMatchObject(['ausschreibung/strom', { id: '1', data: expect.objectContaining({ bezeichnung: 'Strom Rathaus 2027', version: 2, zahlungszielTage: 14 }) }]);
    // Read-only facts of the record never go back to the server.
    expect(update.mock.calls[0]![1].data).not.toHaveProperty('nummer');
    await user.click(screen.getByRole('tab', { name: 'Lieferstellen' }));
    const zeileDerLieferstelle = (await screen.findByDisplayValue('50012345051')).closest('li')!;
    expect(within(zeileDerLieferstelle).getByText('Die Prüfziffer der MaLo-ID ist falsch.')).toBeInTheDocument();
  });
});
