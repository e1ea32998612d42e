import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFrage } from '../../../../domain/api/vergabe';
import { BieterfragenTab } from '../../../../src/admin/ausschreibung/BieterfragenTab';
import { vergabeApi } from '../../../../src/api/vergabe';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { NotificationBar } from '../../../../src/ui/notifications/NotificationBar';

const ORIGINAL = 'Wir als Nordwind Strom AG fragen: Gilt das Toleranzband je Lieferstelle?';
const frage: AdminFrage = {
  id: 7,
  frage: ORIGINAL,
  gestelltAm: '2026-11-22T09:00:00.000Z',
  antwort: null,
  beantwortetAm: null,
  evuId: 2,
  evu: 'Nordwind Strom AG',
  veroeffentlicht: true,
  urspruenglicheFrage: null,
};
const regel = {
  antwortfristTage: 6,
  angebotsfrist: '2026-12-20T10:00:00.000Z',
  antwortSpaetestensBis: '2026-12-14T10:00:00.000Z',
  jetztZuSpaet: false,
  fruehesteAngebotsfrist: '2026-11-28T10:00:00.000Z',
  vorgeschlageneAngebotsfrist: '2026-11-28T10:15:00.000Z',
};

/** The tab of a tender with one question; `fragen` answers each reading of the list in turn (the last one stays). */
function tab(status: number, ...fragen: AdminFrage[][]) {
  return tabMitRegel(regel, status, ...fragen);
}

function tabMitRegel(r: typeof regel, status: number, ...fragen: AdminFrage[][]) {
  const lesen = vi.spyOn(vergabeApi, 'adminFragen');
  for (const liste of fragen.slice(0, -1)) lesen.mockResolvedValueOnce(liste);
  lesen.mockResolvedValue(fragen.at(-1)!);
  vi.spyOn(vergabeApi, 'antwortregel').mockResolvedValue(r);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 3, typ: 1, status }}>
        <BieterfragenTab />
      </RecordContextProvider>
      <NotificationBar />
    </AdminContext>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Bieterfragen des Administrators', () => {
  it('veröffentlicht einen bearbeiteten Wortlaut erst im Dialog und zeigt danach den ursprünglichen daneben', async () => {
    const user = userEvent.setup();
    const bearbeiten = vi.spyOn(vergabeApi, 'wortlautBearbeiten').mockResolvedValue(undefined);
    tab(1, [frage], [{ ...frage, frage: 'Gilt das Toleranzband je Lieferstelle?', urspruenglicheFrage: ORIGINAL }]);

    await user.click(await screen.findByRole('button', { name: 'Wortlaut bearbeiten' }));
    let dialog = await screen.findByRole('dialog', { name: 'Wortlaut der Frage bearbeiten' });
    expect(within(dialog).getByText(/Der ursprüngliche Wortlaut bleibt im Protokoll erhalten\./)).toBeInTheDocument();
    // Unchanged, there is nothing to publish; cancelled, nothing is sent.
    expect(within(dialog).getByRole('button', { name: 'Wortlaut veröffentlichen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bearbeiten).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Wortlaut bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Wortlaut der Frage bearbeiten' });
    const feld = within(dialog).getByRole('textbox', { name: 'Veröffentlichter Wortlaut' });
    expect(feld).toHaveValue(ORIGINAL);
    await user.clear(feld);
    // Pasted: typing each character would re-measure the growing text field every time.
    await user.paste('Gilt das Toleranzband je Lieferstelle?');
    await user.click(within(dialog).getByRole('button', { name: 'Wortlaut veröffentlichen' }));

    expect(bearbeiten).toHaveBeenCalledExactlyOnceWith(1, 3, 7, 'Gilt das Toleranzband je Lieferstelle?');
    expect(await screen.findByText('Der veröffentlichte Wortlaut ist gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Read again: the published wording as the question, the bidder's own beside it.
    expect(await screen.findByText('Ursprünglicher Wortlaut des Bieters:')).toBeInTheDocument();
    expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
    expect(screen.getByText('Gilt das Toleranzband je Lieferstelle?')).toBeInTheDocument();
  });

  it('hält eine Frage erst nach der Bestätigung zurück und bietet danach nichts mehr an', async () => {
    const user = userEvent.setup();
    const zurueckhalten = vi.spyOn(vergabeApi, 'nichtVeroeffentlichen').mockResolvedValue(undefined);
    tab(1, [frage], [{ ...frage, veroeffentlicht: false }]);

    await user.click(await screen.findByRole('button', { name: 'Nicht veröffentlichen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Frage nicht veröffentlichen?' });
    expect(within(dialog).getByText(/Ihr Wortlaut bleibt im Protokoll erhalten\. Das lässt sich nicht rückgängig machen\./)).toBeInTheDocument();
    // "Abbrechen" has the focus: Enter never withholds by accident.
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zurueckhalten).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Nicht veröffentlichen' }));
    dialog = await screen.findByRole('dialog', { name: 'Frage nicht veröffentlichen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nicht veröffentlichen' }));

    expect(zurueckhalten).toHaveBeenCalledExactlyOnceWith(1, 3, 7);
    expect(await screen.findByText('von Nordwind Strom AG · nicht veröffentlicht')).toBeInTheDocument();
    expect(screen.getByText(/Nicht veröffentlicht: Bieter und Auftraggeber sehen diese Frage nicht/)).toBeInTheDocument();
    for (const knopf of ['Wortlaut bearbeiten', 'Nicht veröffentlichen', 'Antwort veröffentlichen']) expect(screen.queryByRole('button', { name: knopf })).not.toBeInTheDocument();
  });

  it('meldet die Absage des Servers und lässt den Dialog offen', async () => {
    const user = userEvent.setup();
    vi.spyOn(vergabeApi, 'nichtVeroeffentlichen').mockRejectedValue(Object.assign(new Error('Die Frage ist nicht veröffentlicht.'), { status: 409, body: { message: 'Die Frage ist nicht veröffentlicht.' } }));
    tab(1, [frage]);
    await user.click(await screen.findByRole('button', { name: 'Nicht veröffentlichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage nicht veröffentlichen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nicht veröffentlichen' }));
    expect(await screen.findByText('Die Frage ist nicht veröffentlicht.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Frage nicht veröffentlichen?' })).toBeInTheDocument();
  });

  it('bietet bei einer späten Antwort die vorgeschlagene Frist deutsch an und zeigt eine Absage deutsch neben dem Datum', async () => {
    const user = userEvent.setup();
    const spaet = { ...regel, jetztZuSpaet: true, angebotsfrist: '2026-11-25T10:00:00.000Z', fruehesteAngebotsfrist: '2026-11-28T10:01:00.000Z', vorgeschlageneAngebotsfrist: '2026-11-28T10:30:00.000Z' };
    const text = 'Damit die Antwort 6 Tage vor der Angebotsfrist vorliegt, muss die neue Angebotsfrist frühestens am 28.11.2026 11:45 Uhr enden.';
    const beantworten = vi
      .spyOn(vergabeApi, 'beantworten')
      .mockRejectedValueOnce(Object.assign(new Error('Bitte prüfen Sie die markierten Felder.'), { status: 400, body: { message: 'Bitte prüfen Sie die markierten Felder.', errors: { angebotsfristVerlaengernBis: [text] } } }))
      .mockResolvedValue(undefined);
    tabMitRegel(spaet, 1, [frage]);
    await user.click(await screen.findByRole('textbox', { name: 'Antwort' }));
    await user.paste('Ja, je Lieferstelle.');
    await user.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Antwort kommt spät' });
    // German date and time of the server's suggestion: 10:30 UTC is 11:30 in Berlin in November.
    const datum = within(dialog).getByRole('group', { name: 'Neue Angebotsfrist (deutsche Zeit)' });
    expect(within(datum).getByRole('spinbutton', { name: 'Tag' })).toHaveTextContent('28');
    expect(within(datum).getByRole('spinbutton', { name: 'Monat' })).toHaveTextContent('11');
    expect(within(datum).getByRole('spinbutton', { name: 'Jahr' })).toHaveTextContent('2026');
    expect(within(datum).getByRole('spinbutton', { name: 'Stunden' })).toHaveTextContent('11');
    expect(within(datum).getByRole('spinbutton', { name: 'Minuten' })).toHaveTextContent('30');
    expect(within(dialog).getByText('frühestens 28.11.2026 11:01 Uhr')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Veröffentlichen und verlängern' }));
    expect(beantworten).toHaveBeenCalledWith(1, 3, 7, { antwort: 'Ja, je Lieferstelle.', angebotsfristVerlaengernBis: '2026-11-28T10:30:00.000Z' });
    // The refusal stands beside the date, in German; no error toast says it again (the test before may have left
    // a toast of its own, which lives longer than a test).
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Bitte prüfen Sie die markierten Felder/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Antwort kommt spät' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Veröffentlichen und verlängern' }));
    expect(await screen.findByText('Die Antwort ist veröffentlicht und die Angebotsfrist verlängert.')).toBeInTheDocument();
  });

  it('lässt die Fragen einer abgeschlossenen Ausschreibung unverändert', async () => {
    tab(4, [{ ...frage, antwort: 'Ja.', beantwortetAm: '2026-11-23T09:00:00.000Z' }]);
    expect(await screen.findByText(ORIGINAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wortlaut bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nicht veröffentlichen' })).not.toBeInTheDocument();
  });
});
