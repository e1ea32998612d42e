// @vitest-environment jsdom
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { mitGemerkten } from '../../../src/shell/bereichsSpeicher';

const LISTE = 'ausschreibung.listParams';
const stand = { sort: 'angebotsfrist', order: 'ASC', page: 3, perPage: 25, filter: { status: [0, 2], idSearch: 'Stadtwerke Musterstadt' }, displayedFilters: {} };

afterEach(() => localStorage.clear());

describe('Gemerkte Listen je Benutzer', () => {
  const speicher = (login: string | undefined) => {
    const store = mitGemerkten(memoryStore(), [LISTE], () => login);
    store.setup();
    return store;
  };

  it('findet Filter und Sortierung nach dem Abmelden wieder, ohne Suchbegriff und auf Seite 1', () => {
    const vorher = speicher('Admin');
    vorher.setItem(LISTE, stand);
    vorher.setItem('kunde.listParams', { sort: 'name' });
    // While the area is shown, the list stands as left.
    expect(vorher.getItem(LISTE)).toEqual(stand);
    vorher.teardown();

    const nachher = speicher('admin');
    expect(nachher.getItem(LISTE)).toEqual({ sort: 'angebotsfrist', order: 'ASC', page: 1, perPage: 25, filter: { status: [0, 2] }, displayedFilters: {} });
    // Only what is named is kept.
    expect(nachher.getItem('kunde.listParams')).toBeUndefined();
  });

  it('zeigt einem anderen Benutzer des Browsers nichts davon', () => {
    speicher('admin').setItem(LISTE, stand);
    expect(speicher('admin2').getItem(LISTE)).toBeUndefined();
    expect(speicher(undefined).getItem(LISTE)).toBeUndefined();
  });

  it('vergisst eine zurückgesetzte Liste und übersteht einen unlesbaren Eintrag', () => {
    const store = speicher('admin');
    store.setItem(LISTE, stand);
    store.removeItem(LISTE);
    expect(speicher('admin').getItem(LISTE)).toBeUndefined();
    localStorage.setItem('Portal.gemerkt.admin', '{kaputt');
    expect(speicher('admin').getItem(LISTE)).toBeUndefined();
  });
});
