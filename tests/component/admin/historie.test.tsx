import { render, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistorieTable } from '../../../src/admin/historie/HistorieTable';
import type { HistorienEintrag } from '../../../domain/historie';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fensterMitBreite } from '../ui/fensterBreite';

afterEach(() => vi.unstubAllGlobals());

const eintraege: HistorienEintrag[] = [
  { zeit: '2026-09-27T04:28:00.000Z', wer: 'Anna Verwalter (Administrator)', aktion: 'Angebote für den Kunden freigegeben', details: null },
  { zeit: '2026-09-23T04:28:00.000Z', wer: 'Eva Vertrieb (EVU)', aktion: 'Angebot abgegeben', details: 'Version 1' },
];
const geladen = { data: eintraege, isPending: false, error: null } as unknown as UseQueryResult<HistorienEintrag[]>;
const zeige = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <HistorieTable abfrage={geladen} label="portal.ausschreibung.historie" />
    </AdminContext>,
  );

describe('Historie', () => {
  it('zeigt auf einem Telefon jeden Eintrag als Karte: Aktion, Zeitpunkt, Wer und Details, wo es sie gibt', () => {
    fensterMitBreite(360);
    zeige();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const karten = within(screen.getByRole('list', { name: 'Historie der Ausschreibung' })).getAllByRole('listitem');
    const angaben = (karte: HTMLElement) => Object.fromEntries(within(karte).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(within(karten[0]!).getByRole('heading')).toHaveTextContent('Angebote für den Kunden freigegeben');
    expect(angaben(karten[0]!)).toEqual({ Zeitpunkt: expect.stringMatching(/^27\.09\.2026 \d\d:28$/), Wer: 'Anna Verwalter (Administrator)' });
    expect(angaben(karten[1]!)).toEqual({ Zeitpunkt: expect.stringMatching(/^23\.09\.2026 \d\d:28$/), Wer: 'Eva Vertrieb (EVU)', Details: 'Version 1' });
  });

  it('zeigt am Bildschirm die Tabelle', () => {
    fensterMitBreite(1280);
    zeige();
    expect(within(screen.getByRole('table', { name: 'Historie der Ausschreibung' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Zeitpunkt', 'Wer', 'Aktion', 'Details']);
  });
});
