import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EigenesAngebot } from '../../../../domain/api/angebot';
import { vergabeApi } from '../../../../src/api/vergabe';
import { AbgegebenesAngebot } from '../../../../src/evu/ausschreibung/EvuAusschreibungShow';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import * as saveFileModul from '../../../../src/ui/download/saveFile';

afterEach(() => vi.restoreAllMocks());

const angebot: EigenesAngebot = {
  id: 41,
  arbeitspreisCtKwh: 8.5,
  grundpreisEurMonat: 9,
  leistungspreisEurKwJahr: null,
  oekoaufschlagCtKwh: null,
  bindefristBis: '2027-01-15T11:00:00.000Z',
  bemerkung: null,
  status: 'eingereicht',
  eingereichtAm: '2026-11-20T09:00:00.000Z',
  jahreskostenEuro: 123_456.78,
  mischpreisCtKwh: 9.1234,
  version: 2,
  informationsschreibenAm: null,
  vorbehalt: false,
  anhaenge: [],
};
// The EVU's view of a Kommune's tender in Bindefrist: the Zuschlag is intended, not yet effective.
const a = { id: 7, nummer: 'A-2026-00007', status: 3 } as Parameters<typeof AbgegebenesAngebot>[0]['a'];

const zeige = (o: EigenesAngebot) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <AbgegebenesAngebot a={a} angebot={o} />
    </AdminContext>,
  );

describe('Ergebnis für das EVU', () => {
  it('nennt den vorgesehenen Zuschlag an ein anderes Angebot und lädt das Informationsschreiben herunter', async () => {
    const user = userEvent.setup();
    const datei = { blob: new Blob(['%PDF-']), fileName: 'Informationsschreiben_A-2026-00007.pdf' };
    const laden = vi.spyOn(vergabeApi, 'informationsschreibenEvu').mockResolvedValue(datei);
    const speichern = vi.spyOn(saveFileModul, 'saveFile').mockImplementation(() => {});
    zeige({ ...angebot, informationsschreibenAm: '2026-12-07T08:30:00.000Z' });
    expect(screen.getByText('Der Auftraggeber beabsichtigt, den Zuschlag einem anderen Angebot zu erteilen. Die Gründe stehen im Informationsschreiben.')).toBeInTheDocument();
    // 08:30 UTC in December is 09:30 in Germany.
    await user.click(screen.getByRole('button', { name: 'Informationsschreiben vom 07.12.2026 09:30 (PDF)' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(datei, 'Informationsschreiben_A-2026-00007.pdf'));
    expect(laden).toHaveBeenCalledWith(7);
  });

  it('zeigt ohne Informationsschreiben weder den Hinweis noch den Knopf', () => {
    zeige(angebot);
    expect(screen.getByText('Die Angebotsfrist ist abgelaufen. Ihr Angebot ist eingegangen; über den Zuschlag werden Sie per E-Mail informiert.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Informationsschreiben/ })).not.toBeInTheDocument();
  });

  it('nennt nach einer Online-Auktion den Eingang des Angebots und getrennt davon das letzte Gebot', () => {
    zeige({
      ...angebot,
      arbeitspreisCtKwh: 7.75,
      version: 3,
      auktion: { gebote: 2, angebotspreisCtKwh: 8, letztesGebot: { arbeitspreisCtKwh: 7.75, jahreskostenEuro: 7_870, am: '2026-12-03T10:05:00.000Z' } },
    });
    // 09:00 and 10:05 UTC in November/December are 10:00 and 11:05 in Germany.
    expect(screen.getByText('Angebot eingereicht am 20.11.2026 10:00')).toBeInTheDocument();
    expect(screen.getByText('Online-Auktion: 2 Gebote, letztes Gebot am 03.12.2026 11:05: 7,75 ct/kWh (Jahreskosten 7.870,00 €); Arbeitspreis im eingereichten Angebot 8,00 ct/kWh.')).toBeInTheDocument();
    expect(screen.queryByText(/Version 3/)).not.toBeInTheDocument();
  });

  it('sagt, wenn das EVU in der Auktion nicht geboten hat', () => {
    zeige({ ...angebot, auktion: { gebote: 0, angebotspreisCtKwh: 8.5, letztesGebot: null } });
    expect(screen.getByText('Online-Auktion: Sie haben kein Gebot abgegeben; Ihr Angebot gilt unverändert mit 8,50 ct/kWh.')).toBeInTheDocument();
  });

  it('nennt ohne Auktion Eingang und Version', () => {
    zeige({ ...angebot, auktion: null });
    expect(screen.getByText('Eingereicht am 20.11.2026 10:00 (Version 2)')).toBeInTheDocument();
    expect(screen.queryByText(/Online-Auktion/)).not.toBeInTheDocument();
  });
});
