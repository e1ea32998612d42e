import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const SEKUNDE = 1000;

describe.each(portalTests())('Freigabe: Lieferbeginn nach der Angebotsfrist in deutscher Zeit auf $name', ({ it }) => {

  /** A tender in review with a matching EVU invited: only the dates decide whether it may be released. */
  async function bereit(t: TestApp, client: TestClient, admin: string, sparte: 1 | 2) {
    const a = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', sparte).executeTakeFirstOrThrow();
    // An Unternehmen's tender: a Kommune's Bindefrist must outlast the Stillhaltefrist after the Angebotsfrist, which a
    // delivery starting right after the deadline leaves no room for; only the German time is tested here.
    const unternehmen = await t.app.db.selectFrom('kunde').select('id').where('typ', '=', 'Unternehmen').orderBy('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ kunde_id: unternehmen.id }).where('id', '=', a.id).execute();
    const evu = (await client.get(`${B}/evuoptions/${a.id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    return a.id;
  }

  /**
   * Sets Lieferbeginn and Angebotsfrist through the administrator's form, as an administrator would, with the
   * Bindefrist a second later (at the latest the Lieferbeginn, as the save requires).
   */
  async function setzeTermine(client: TestClient, admin: string, pfad: string, id: number, lieferbeginn: string, angebotsfrist: string) {
    const { id: _i, nummer: _n, typ: _t, status: _s, kundeId: _k, kunde: _ku, anzahlAngebote: _a, eingeladeneEvus: _e, warnungen: _w, ...form } = (
      await client.get(`${B}/${pfad}/${id}`, admin)
    ).json();
    const termine = { lieferbeginn, lieferende: '2028-12-31', angebotsfrist, bindefrist: new Date(Date.parse(angebotsfrist) + SEKUNDE).toISOString() };
    return client.send('PUT', `${B}/${pfad}/${id}`, { ...form, ...termine }, admin);
  }

  const status = async (t: TestApp, id: number) => (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  // Summer time begins on 28.03.2027 at 02:00 and ends on 31.10.2027 at 03:00 (German time).
  it.for([
    ['Strom', 1, 'Neujahr im Winter', '2027-01-01', '2026-12-31T23:30:00.000Z', '2026-12-31T22:59:59.000Z'],
    ['Strom', 1, 'Tag nach der Umstellung auf Sommerzeit', '2027-03-29', '2027-03-28T22:30:00.000Z', '2027-03-28T21:59:59.000Z'],
    ['Strom', 1, 'Tag nach der Umstellung auf Winterzeit', '2027-11-01', '2027-10-31T23:30:00.000Z', '2027-10-31T22:59:59.000Z'],
    ['Gas', 2, 'Tag der Umstellung auf Sommerzeit', '2027-03-28', '2027-03-28T04:00:00.000Z', '2027-03-28T03:59:59.000Z'],
    ['Gas', 2, 'Tag der Umstellung auf Winterzeit', '2027-10-31', '2027-10-31T05:30:00.000Z', '2027-10-31T04:59:59.000Z'],
  ] as const)('%s (Sparte %i), %s, Lieferbeginn %s: Frist %s zu spät, %s rechtzeitig', async ([name, sparte, _anlass, lieferbeginn, zuSpaet, rechtzeitig], { t, client, admin }) => {
    const pfad = name.toLowerCase();
    const id = await bereit(t, client, admin, sparte);
    const text =
      sparte === 1
        ? 'Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.'
        : 'Der Lieferbeginn (6:00 Uhr deutscher Zeit, Beginn des Gastags) muss nach der Angebotsfrist liegen.';
    // The save refuses the dates already, by the same German time.
    const gespeichert = await setzeTermine(client, admin, pfad, id, lieferbeginn, zuSpaet);
    expect(gespeichert.statusCode).toBe(400);
    expect(gespeichert.json().errors.lieferbeginn).toEqual([text]);
    // Dates stored before that rule (or past the form) are refused by the release too.
    await t.app.db.updateTable('ausschreibung').set({ lieferbeginn, angebotsfrist: Date.parse(zuSpaet), bindefrist: Date.parse(zuSpaet) + SEKUNDE }).where('id', '=', id).execute();
    const abgewiesen = await client.send('POST', `${B}/${pfad}/${id}/freigeben`, undefined, admin);
    expect(abgewiesen.statusCode).toBe(400);
    expect(abgewiesen.json().errors).toEqual({ lieferbeginn: [text] });
    expect(await status(t, id)).toBe(0);

    const rechtzeitigGespeichert = await setzeTermine(client, admin, pfad, id, lieferbeginn, rechtzeitig);
    expect(rechtzeitigGespeichert.statusCode, rechtzeitigGespeichert.body).toBe(204);
    expect((await client.send('POST', `${B}/${pfad}/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect(await status(t, id)).toBe(1);
    // Back to review for the next case: the seed has one tender of each Sparte in review.
    await t.app.db.updateTable('ausschreibung').set({ status: 0 }).where('id', '=', id).execute();
  });
});
