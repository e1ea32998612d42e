import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { portalTests } from '../hilfen/portalTest';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import { type TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';

describe.each(portalTests({ mails: true }))('Einladungen und Angebotsfrist für EVUs auf $name', ({ it }) => {
  const emailVon = async (t: TestApp, evuId: number) => (await t.app.db.selectFrom('evu').select('email').where('id', '=', evuId).executeTakeFirstOrThrow()).email;
  const einladungenAn = (smtp: SmtpPeer, adresse: string, nummer: string) => smtp.mails.filter((m) => m.subject === `Einladung zur Ausschreibung ${nummer}` && JSON.stringify(m.to ?? '').includes(adresse));

  it('schreibt den eingeladenen EVUs bei der Freigabe und später eingeladenen sofort', async ({ t, client, smtp }) => {
    const admin = (await client.angemeldet('admin')).access_token;
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const [erstes, zweites] = ((await client.get(`${B}/evuoptions/${a.id}`, admin)).json() as { value: number }[]).map((o) => o.value);
    expect(zweites).toBeDefined();
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [erstes] }, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    // Nobody is told before the tender is open for offers.
    expect(einladungenAn(smtp, await emailVon(t, erstes!), a.nummer)).toHaveLength(0);

    expect((await client.send('POST', `${B}/strom/${a.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const [mail] = einladungenAn(smtp, await emailVon(t, erstes!), a.nummer);
    expect(mail?.text).toContain(`Angebote können bis ${formatDatumZeit(a.angebotsfrist)} Uhr abgegeben`);
    expect(mail?.text).toContain(`/evu/ausschreibung/strom/${a.id}/show`);

    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [erstes, zweites] }, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    expect(einladungenAn(smtp, await emailVon(t, zweites!), a.nummer)).toHaveLength(1);
    expect(einladungenAn(smtp, await emailVon(t, erstes!), a.nummer)).toHaveLength(1);
  });

  it('schließt die Angebotsabgabe genau zur Frist, auch in der Nacht der Zeitumstellung', async ({ t, client }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 2).executeTakeFirstOrThrow();
    // 28.03.2027: at 02:00 CET the clocks jump to 03:00 CEST. The deadline is the last minute before the jump.
    const frist = Date.UTC(2027, 2, 28, 0, 59);
    expect(formatDatumZeit(frist)).toBe('28.03.2027 01:59');
    expect(formatDatumZeit(frist + 60_000)).toBe('28.03.2027 03:00');
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist, bindefrist: frist + 7 * 86_400_000 }).where('id', '=', a.id).execute();
    t.uhr.set(frist - 60_000);
    const eingeladen = await t.app.db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select('b.login')
      .where('e.ausschreibung_id', '=', a.id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'e.ausschreibung_id').whereRef('o.evu_id', '=', 'e.evu_id'))))
      .executeTakeFirstOrThrow();
    const token = (await client.angemeldet(eingeladen.login)).access_token;
    const angebot = { arbeitspreisCtKwh: 6.5, grundpreisEurMonat: 9, leistungspreisEurKwJahr: 20, bindefristBis: new Date(frist + 7 * 86_400_000).toISOString() };
    const puenktlich = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot, token);
    expect(puenktlich.statusCode).toBe(200);
    t.uhr.set(frist + 1);
    const zuSpaet = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, { ...angebot, arbeitspreisCtKwh: 6.4, version: puenktlich.json().version }, token);
    expect(zuSpaet.statusCode).toBe(400);
    expect(zuSpaet.json().message).toBe('Die Angebotsfrist ist abgelaufen. Ein Angebot kann nicht mehr abgegeben oder geändert werden.');
    expect((await client.get(`/api/evu/ausschreibung/${a.id}`, token)).json().status).toBe(2);
  });
});
