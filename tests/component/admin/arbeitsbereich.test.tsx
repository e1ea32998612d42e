import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, Resource, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clearAuthentifizierung } from '../../../src/api/auth';
import { FormularFehler } from '../../../src/api/http/formularFehler';
import { ArbeitsbereichLayout } from '../../../src/admin/arbeitsbereich/ArbeitsbereichLayout';
import { ausschreibungListe, spartenListen, stromAusschreibung } from '../../../src/admin/ausschreibung';
import { HttpError } from '../../../src/api/http';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { RaNotifications } from '../../../src/ui/notifications/RaNotifications';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { NotificationBar } from '../../../src/ui/notifications/NotificationBar';
import { angemeldetAls } from '../shell/hilfen';
import { detail } from './hilfen/ausschreibung';

const LIMIT = 'Es können höchstens 5 Einträge gleichzeitig geöffnet sein. Bitte schließen Sie zuerst einen Reiter.';

/** The shared tender with its own id, number, title and Lieferstelle, in version 1. */
function ausschreibung(id: number) {
  return {
    ...detail,
    id,
    nummer: `A-2026-0000${id}`,
    bezeichnung: `Strom Objekt ${id}`,
    version: 1,
    lieferstellen: detail.lieferstellen.map((l) => ({ ...l, id: 10 + id })),
  };
}

type Ausschreibung = ReturnType<typeof ausschreibung>;

/** Six tenders in memory; a save changes the stored one, as the server would. */
function anbieter(ueberschreibt: Partial<Record<string, unknown>> = {}) {
  const daten = new Map<string, Ausschreibung>([1, 2, 3, 4, 5, 6].map((id) => [String(id), ausschreibung(id)]));
  const provider = {
    getList: vi.fn(async () => ({ data: [...daten.values()], total: daten.size })),
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: daten.get(String(id))! })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Partial<Ausschreibung> }) => {
      const neu = { ...daten.get(String(id))!, ...data, version: daten.get(String(id))!.version + 1 };
      daten.set(String(id), neu);
      return { data: neu };
    }),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    optionen: vi.fn(async () => ({ status: [{ label: 'Prüfung Ausschreibung', value: 0 }], kunden: [], evus: [], typen: [{ label: 'Strom', value: 1 }] })),
    passendeEvus: vi.fn(async () => []),
    nichtZugelasseneEvus: vi.fn(async () => []),
    ...ueberschreibt,
  };
  return provider as typeof provider & DataProvider;
}

let navigiere: NavigateFunction;

/** The browser's address bar and back button. */
function Adresse() {
  navigiere = useNavigate();
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

/** The area as AdministratorApp builds it; `wieImPortal` adds the portal's failure toasts and its query client. */
function bereich(dataProvider: DataProvider, pfad = '/ausschreibung', wieImPortal = false) {
  const portal = wieImPortal ? { queryClient: createQueryClient(meldeHttpFehler), notification: RaNotifications } : {};
  return render(
    <MemoryRouter initialEntries={[pfad]}>
      <Adresse />
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} layout={ArbeitsbereichLayout} {...portal}>
        <Resource name="ausschreibung" {...ausschreibungListe} />
        <Resource name="ausschreibung/strom" {...stromAusschreibung} />
        {spartenListen}
      </Admin>
      <NotificationBar />
    </MemoryRouter>,
  );
}

const adresse = () => screen.getByRole('status', { name: 'Adresse', hidden: true }).textContent;
const leiste = () => screen.queryByRole('tablist', { name: 'Geöffnete Einträge', hidden: true });
const reiter = () => (leiste() ? within(leiste()!).getAllByRole('tab', { hidden: true }) : []);
const reiterTexte = () => reiter().map((r) => r.textContent);
const reiterVon = (nummer: string) => reiter().find((r) => r.textContent?.startsWith(nummer));
const bezeichnungsfeld = () => document.querySelector<HTMLInputElement>('input[name=bezeichnung]');

async function aendereBezeichnung(user: ReturnType<typeof userEvent.setup>, text: string) {
  await waitFor(() => expect(bezeichnungsfeld()).not.toBeNull());
  await user.clear(bezeichnungsfeld()!);
  await user.type(bezeichnungsfeld()!, text);
}

async function oeffneAusDerListe(user: ReturnType<typeof userEvent.setup>, nummer: string) {
  await user.click(await screen.findByText(nummer));
}

// The area loads its views on demand; loading them once here keeps the first test's waits about the screen, not the transform.
beforeAll(async () => {
  await Promise.all([import('../../../src/admin/ausschreibung/AusschreibungShow'), import('../../../src/admin/ausschreibung/AdminAusschreibungEdit')]);
});

describe('Reiter im Backoffice', () => {
  it('öffnet höchstens fünf Einträge; der sechste wird mit Begründung abgelehnt und die Liste bleibt', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    bereich(dp);
    for (const id of [1, 2, 3, 4, 5]) {
      await oeffneAusDerListe(user, `A-2026-0000${id}`);
      await waitFor(() => expect(reiterVon(`A-2026-0000${id}`)).toHaveAttribute('aria-selected', 'true'));
      expect(adresse()).toBe(`/ausschreibung/strom/${id}/show`);
      act(() => navigiere(-1));
      await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
    }
    expect(reiter()).toHaveLength(5);
    await oeffneAusDerListe(user, 'A-2026-00006');
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
    expect(await screen.findByText('A-2026-00006')).toBeInTheDocument();
    expect(reiterTexte()).toEqual(['A-2026-00001', 'A-2026-00002', 'A-2026-00003', 'A-2026-00004', 'A-2026-00005']);
    // The refused record was never shown, so never loaded.
    expect(dp.getOne.mock.calls.map((c) => String(c[1].id))).not.toContain('6');
  });

  it('öffnet für eine Ausschreibung, die es nicht gibt, keinen Reiter und zeigt die Liste mit einer Meldung', async () => {
    const nichtGefunden = 'Die Ausschreibung wurde nicht gefunden.';
    const dp = anbieter({
      getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
        if (String(id) === '9999') throw new HttpError(nichtGefunden, 404, { message: nichtGefunden });
        return { data: ausschreibung(Number(id)) };
      }),
    });
    bereich(dp, '/ausschreibung/strom/9999/show', true);
    await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
    expect(await screen.findByText('A-2026-00001')).toBeInTheDocument();
    expect(reiter()).toHaveLength(0);
    expect(sessionStorage.getItem('ARBEITSBEREICH')).not.toContain('9999');
    // One message, the server's; react-admin's 'Das Element existiert nicht' would only say it again, vaguer.
    expect(await screen.findByText(nichtGefunden)).toBeInTheDocument();
    expect(screen.queryByText(/existiert nicht/)).not.toBeInTheDocument();
  });

  it('bringt einen schon geöffneten Eintrag in seinem Reiter nach vorn, so wie er verlassen wurde', async () => {
    const user = userEvent.setup();
    bereich(anbieter());
    await oeffneAusDerListe(user, 'A-2026-00001');
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten' }));
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1'));
    await aendereBezeichnung(user, 'Strom Rathaus neu');
    act(() => navigiere('/ausschreibung'));
    await oeffneAusDerListe(user, 'A-2026-00002');
    act(() => navigiere('/ausschreibung'));
    await oeffneAusDerListe(user, 'A-2026-00001');
    // Still one tab for the record, selected, on the edit form where the user left it, changes included.
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1'));
    expect(reiterTexte()).toEqual(['A-2026-00001 *', 'A-2026-00002']);
    expect(reiterVon('A-2026-00001')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu'));
  });

  it('behält ungespeicherte Änderungen beim Wechsel zwischen Reitern', async () => {
    const user = userEvent.setup();
    bereich(anbieter(), '/ausschreibung/strom/1');
    await screen.findByDisplayValue('Strom Objekt 1');
    await aendereBezeichnung(user, 'Strom Rathaus neu');
    act(() => navigiere('/ausschreibung/strom/2'));
    await screen.findByDisplayValue('Strom Objekt 2');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *', 'A-2026-00002']));
    await user.click(reiterVon('A-2026-00001')!);
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1'));
    await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu'));
    // The draft counts as a change of the form: it can be saved at once.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled());
    // The other record kept its own values.
    await user.click(reiterVon('A-2026-00002')!);
    await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Objekt 2'));
  });

  describe('Schließen mit ungespeicherten Änderungen fragt „Änderungen speichern?“', () => {
    async function geaenderterReiter(dp: DataProvider) {
      const user = userEvent.setup();
      bereich(dp, '/ausschreibung/strom/1');
      await screen.findByDisplayValue('Strom Objekt 1');
      await aendereBezeichnung(user, 'Strom Rathaus neu');
      await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *']));
      await user.click(screen.getByRole('button', { name: 'A-2026-00001 schließen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Änderungen speichern?' });
      return { user, dialog };
    }

    it('Speichern speichert und schließt den Reiter', async () => {
      const dp = anbieter();
      const { user, dialog } = await geaenderterReiter(dp);
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(reiter()).toHaveLength(0));
      expect(dp.update).toHaveBeenCalledTimes(1);
      expect(dp.update.mock.calls[0]![1]).toMatchObject({ id: '1', data: expect.objectContaining({ bezeichnung: 'Strom Rathaus neu', version: 1 }) });
      await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
    });

    it('Verwerfen schließt den Reiter, die Änderungen sind weg', async () => {
      const dp = anbieter();
      const { user, dialog } = await geaenderterReiter(dp);
      await user.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
      await waitFor(() => expect(reiter()).toHaveLength(0));
      await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
      expect(dp.update).not.toHaveBeenCalled();
      act(() => navigiere('/ausschreibung/strom/1'));
      await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Objekt 1'));
      expect(reiterTexte()).toEqual(['A-2026-00001']);
    });

    it('Abbrechen lässt den Reiter mit den Änderungen offen', async () => {
      const dp = anbieter();
      const { user, dialog } = await geaenderterReiter(dp);
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(reiterTexte()).toEqual(['A-2026-00001 *']);
      expect(adresse()).toBe('/ausschreibung/strom/1');
      expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu');
      expect(dp.update).not.toHaveBeenCalled();
    });

    it('speichert auch einen Reiter, der gerade nicht angezeigt wird, und kehrt zum angezeigten zurück', async () => {
      const user = userEvent.setup();
      const dp = anbieter();
      bereich(dp, '/ausschreibung/strom/1');
      await screen.findByDisplayValue('Strom Objekt 1');
      await aendereBezeichnung(user, 'Strom Rathaus neu');
      act(() => navigiere('/ausschreibung/strom/2/show'));
      await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *', 'A-2026-00002']));
      await user.click(screen.getByRole('button', { name: 'A-2026-00001 schließen' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Änderungen speichern?' })).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00002']));
      expect(dp.update.mock.calls[0]![1]).toMatchObject({ id: '1', data: expect.objectContaining({ bezeichnung: 'Strom Rathaus neu' }) });
      await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/2/show'));
    });

    it('kann nicht schließen, wenn das Speichern scheitert, und minimiert auf Wunsch', async () => {
      const update = vi.fn(async () => {
        throw new FormularFehler({ message: 'Bitte prüfen Sie die markierten Felder.', errors: { 'lieferstellen[0].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'] } });
      });
      const { user, dialog } = await geaenderterReiter(anbieter({ update }));
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      const nichtSchliessbar = await screen.findByRole('dialog', { name: 'Eintrag kann nicht geschlossen werden' });
      expect(update).toHaveBeenCalledTimes(1);
      expect(reiterTexte()).toEqual(['A-2026-00001 *']);
      await user.click(within(nichtSchliessbar).getByRole('button', { name: 'Minimieren' }));
      // Minimized: back at the list, the tab and its changes still there.
      await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
      expect(reiterTexte()).toEqual(['A-2026-00001 *']);
      expect(reiterVon('A-2026-00001')).toHaveAttribute('aria-selected', 'false');
      await user.click(reiterVon('A-2026-00001')!);
      await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu'));
    });
  });

  it('schließt einen Reiter ohne Änderungen sofort, auch mit der Entf-Taste, und zeigt den Nachbarn', async () => {
    const user = userEvent.setup();
    bereich(anbieter(), '/ausschreibung/strom/1/show');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001']));
    act(() => navigiere('/ausschreibung/strom/2/show'));
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001', 'A-2026-00002']));
    act(() => reiterVon('A-2026-00002')!.focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001']));
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1/show'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'A-2026-00001 schließen' }));
    await waitFor(() => expect(reiter()).toHaveLength(0));
    await waitFor(() => expect(adresse()).toBe('/ausschreibung'));
  });

  it('stellt Reiter und Entwürfe nach dem Neuladen der Seite wieder her', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    const erste = bereich(dp, '/ausschreibung/strom/1');
    await screen.findByDisplayValue('Strom Objekt 1');
    await aendereBezeichnung(user, 'Strom Rathaus neu');
    act(() => navigiere('/ausschreibung/strom/2/show'));
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *', 'A-2026-00002']));
    erste.unmount();

    bereich(dp, '/ausschreibung');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *', 'A-2026-00002']));
    await user.click(reiterVon('A-2026-00001')!);
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1'));
    await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu'));
    await user.click(reiterVon('A-2026-00002')!);
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/2/show'));
  });

  it('vergisst den Entwurf, sobald das Formular selbst gespeichert hat', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    bereich(dp, '/ausschreibung/strom/1');
    await screen.findByDisplayValue('Strom Objekt 1');
    await aendereBezeichnung(user, 'Strom Rathaus neu');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *']));
    // Keyboard use; jsdom loses a pointer click on this button right after the field's blur.
    act(() => screen.getByRole('button', { name: 'Speichern' }).focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(adresse()).toBe('/ausschreibung/strom/1/show'));
    expect(dp.update).toHaveBeenCalledTimes(1);
    expect(reiterTexte()).toEqual(['A-2026-00001']);
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten' }));
    await waitFor(() => expect(bezeichnungsfeld()).toHaveValue('Strom Rathaus neu'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
  });

  it('leert Reiter und Entwürfe beim Abmelden, auch im sessionStorage', async () => {
    angemeldetAls(['Administrator']);
    const user = userEvent.setup();
    bereich(anbieter(), '/ausschreibung/strom/1');
    await screen.findByDisplayValue('Strom Objekt 1');
    await aendereBezeichnung(user, 'Strom Rathaus neu');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001 *']));
    expect(sessionStorage.getItem('ARBEITSBEREICH')).toContain('Strom Rathaus neu');
    act(() => clearAuthentifizierung());
    await waitFor(() => expect(reiter()).toHaveLength(0));
    expect(sessionStorage.getItem('ARBEITSBEREICH')).toBeNull();
  });

  it('zeigt einem anderen Anmeldenamen im selben Browser-Tab nicht die Reiter des vorigen', async () => {
    angemeldetAls(['Administrator']);
    const erste = bereich(anbieter(), '/ausschreibung/strom/1/show');
    await waitFor(() => expect(reiterTexte()).toEqual(['A-2026-00001']));
    erste.unmount();
    sessionStorage.setItem('AUTHENTICATION', sessionStorage.getItem('AUTHENTICATION')!.replace('"login":"test"', '"login":"andere"'));
    bereich(anbieter(), '/ausschreibung');
    await screen.findByText('A-2026-00001');
    expect(reiter()).toHaveLength(0);
  });
});
