// @vitest-environment jsdom
import { describe, expect } from 'vitest';
import { formatDatumZeit, formatKwh } from '../../../domain/format';
import { Postausgang } from '../../../server/mail/postausgang';
import { smtpTransport } from '../../../server/mail/transport';
import { erinnereAnAngebotsfrist } from '../../../server/vergabe/erinnerung';
import { portalTests } from '../hilfen/portalTest';

const STUNDE = 3_600_000;

describe.each(portalTests({ mails: true }))('Erinnerung vor der Angebotsfrist auf $name', ({ it }) => {
  it('erinnert 48 Stunden vorher jedes eingeladene EVU ohne Angebot genau einmal, auch bei zwei Instanzen', async ({ t, smtp }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const frist = t.uhr.now() + 49 * STUNDE;
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist }).where('id', '=', a.id).execute();
    const url = 'http://portal.example';
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.postausgang, url)).toBe(0);

    t.uhr.advance(2 * STUNDE);
    const zweite = new Postausgang(t.app.db, t.uhr, smtpTransport(smtp.url), { error: () => {} });
    const [eins, zwei] = await Promise.all([erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.postausgang, url), erinnereAnAngebotsfrist(t.app.db, t.uhr, zweite, url)]);
    const ohneAngebot = await t.app.db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .select('v.email')
      .where('e.ausschreibung_id', '=', a.id)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'e.ausschreibung_id').whereRef('o.evu_id', '=', 'e.evu_id'))))
      .execute();
    expect(ohneAngebot.length).toBeGreaterThan(0);
    expect(eins + zwei).toBe(ohneAngebot.length);
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.postausgang, url)).toBe(0);

    await t.app.postausgang.zustellen();
    await zweite.zustellen();
    await t.app.postausgang.zustellen();
    const mails = smtp.mails.filter((m) => m.subject === `Erinnerung: Angebotsfrist der Ausschreibung ${a.nummer} endet bald`);
    expect(mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(ohneAngebot.map((e) => e.email).sort());
    expect(mails[0]!.text).toContain(`endet am ${formatDatumZeit(frist)} Uhr`);
    const lieferstellen = await t.app.db.selectFrom('lieferstelle').select('jahresverbrauch_kwh').where('ausschreibung_id', '=', a.id).execute();
    const jahresverbrauch = formatKwh(lieferstellen.reduce((summe, l) => summe + Number(l.jahresverbrauch_kwh), 0));
    expect(mails[0]!.text).toContain(`Sparte: Strom\nLieferstellen: ${lieferstellen.length}\nJahresverbrauch: ${jahresverbrauch}\nAngebotsfrist: ${formatDatumZeit(frist)} Uhr`);
    const html = new DOMParser().parseFromString(String(mails[0]!.html), 'text/html');
    expect([...html.querySelectorAll('th')].map((th) => [th.textContent, th.nextElementSibling?.textContent])).toEqual(
      expect.arrayContaining([
        ['Jahresverbrauch', jahresverbrauch],
        ['Angebotsfrist', `${formatDatumZeit(frist)} Uhr`],
      ]),
    );
    expect([...html.querySelectorAll('a')].map((k) => [k.textContent, k.href])).toEqual([['Zur Ausschreibung', `${url}/evu/ausschreibung/strom/${a.id}/show`]]);
  });
});
