import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const E = '/api/evu/ausschreibung';
const N = '/framework/api/member/neuigkeiten';
const TAG = 86_400_000;

const an = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to.map((x) => x.text).join(', ') : mail.to?.text);
/** The buttons of a mail's HTML part: label and address. */
const knoepfe = (mail: ParsedMail) => [...String(mail.html).matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a><\/td>/g)].map(([, href, text]) => [text, href]);

async function kundeVon(t: TestApp, ausschreibungId: number) {
  return t.app.db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .select(['k.email', 'k.anrede', 'k.nachname', 'b.login'])
    .where('a.id', '=', ausschreibungId)
    .executeTakeFirstOrThrow();
}

describe.each(portalTests({ mails: true }))('Jede Partei wird informiert auf $name', ({ it }) => {
  it('schreibt dem Kunden bei der Freigabe mit Link auf seine Ausschreibung und zeigt es auf seiner Startseite', async ({ t, client, smtp, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 0).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const [evuId] = ((await client.get(`${B}/evuoptions/${a.id}`, admin)).json() as { value: number }[]).map((o) => o.value);
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evuId] }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/strom/${a.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();

    const kunde = await kundeVon(t, a.id);
    const [mail, ...mehr] = smtp.mails.filter((m) => m.subject === `Ihre Ausschreibung ${a.nummer} wurde freigegeben`);
    expect(mehr).toHaveLength(0);
    expect(an(mail!)).toBe(kunde.email);
    expect(mail!.text).toMatch(new RegExp(`^Guten Tag ${kunde.anrede} ${kunde.nachname},\\n\\nIhre Ausschreibung ${a.nummer} `));
    expect(mail!.text).toContain(`Angebotsfrist: ${formatDatumZeit(a.angebotsfrist)} Uhr\nBindefrist: ${formatDatumZeit(a.bindefrist)} Uhr`);
    expect(knoepfe(mail!)).toEqual([['Zur Ausschreibung', `${t.app.config.publicUrl}/kunde/ausschreibung/${a.id}/show`]]);
    // The invited EVU is greeted by its Ansprechpartner's name.
    const evu = await t.app.db.selectFrom('evu').select(['email', 'ansprechpartner']).where('id', '=', evuId!).executeTakeFirstOrThrow();
    const einladung = smtp.mails.find((m) => m.subject === `Einladung zur Ausschreibung ${a.nummer}` && an(m) === evu.email);
    expect(einladung!.text).toMatch(new RegExp(`^Guten Tag ${evu.ansprechpartner},\\n\\n`));

    const kundeToken = (await client.angemeldet(kunde.login)).access_token;
    expect((await client.get(N, kundeToken)).json()[0]).toMatchObject({ art: 'ausschreibungFreigegeben', pfad: `/kunde/ausschreibung/${a.id}/show` });
  });

  it('meldet jede neue Bieterfrage allen Administratoren und die Antwort den Bietern und dem Kunden', async ({ t, client, smtp, admin }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    const a = await t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select(['a.id', 'a.nummer', 'a.sparte', 'a.angebotsfrist'])
      .where('a.status', '=', 1)
      .where('a.angebotsfrist', '>', t.uhr.now() + 2 * TAG)
      .where('b.login', '=', 'evu')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const sparte = a.sparte === 1 ? 'strom' : 'gas';
    const gestellt = await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Gilt das Toleranzband je Lieferstelle?' }, evu);
    expect(gestellt.statusCode).toBe(201);
    await t.app.outbox.zustellen();
    const administratoren = await t.app.db.selectFrom('benutzer').select(['email', 'vorname', 'nachname']).where('roles', 'like', '%Administrator%').where('active', '=', 1).where('gesperrt', '=', 0).execute();
    const fragen = smtp.mails.filter((m) => m.subject === `Neue Bieterfrage zur Ausschreibung ${a.nummer}`);
    expect(fragen.map(an).sort()).toEqual(administratoren.map((x) => x.email).sort());
    const anAnna = fragen.find((m) => an(m) === 'admin@energieausschreibung.example')!;
    expect(anAnna.text).toMatch(/^Guten Tag Anna Verwalter,\n\n/);
    expect(knoepfe(anAnna)).toEqual([['Frage beantworten', `${t.app.config.publicUrl}/administrator/ausschreibung/${sparte}/${a.id}/show`]]);
    // The dashboard counts it.
    expect((await client.get('/api/dashboard', admin)).json().offeneBieterfragen).toEqual(expect.arrayContaining([expect.objectContaining({ id: a.id, anzahl: expect.any(Number) })]));

    const beantwortet = await client.send('POST', `${B}/${sparte}/${a.id}/fragen/${gestellt.json().id}/antwort`, { antwort: 'Ja, je Lieferstelle.' }, admin);
    expect(beantwortet.statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const eingeladene = await t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select('v.email').where('e.ausschreibung_id', '=', a.id).execute();
    const antworten = smtp.mails.filter((m) => m.subject === `Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}`);
    expect(antworten.map(an).sort()).toEqual(eingeladene.map((e) => e.email).sort());
    expect(knoepfe(antworten[0]!)).toEqual([['Alle Fragen und Antworten', `${t.app.config.publicUrl}/evu/ausschreibung/${sparte}/${a.id}/show`]]);
    const kunde = await kundeVon(t, a.id);
    const [kopie, ...mehr] = smtp.mails.filter((m) => m.subject === `Bieterfrage zu Ihrer Ausschreibung ${a.nummer} beantwortet`);
    expect(mehr).toHaveLength(0);
    expect(an(kopie!)).toBe(kunde.email);
    expect(kopie!.text).toContain('Frage: Gilt das Toleranzband je Lieferstelle?\n\nAntwort: Ja, je Lieferstelle.');
    expect(knoepfe(kopie!)).toEqual([['Zur Ausschreibung', `${t.app.config.publicUrl}/kunde/ausschreibung/${a.id}/show`]]);
  });

  it('informiert den Kunden über die geplante Online-Auktion nur, solange er es nicht abbestellt hat; die Bieter immer', async ({ t, client, smtp, admin }) => {
    const erste = await ausschreibungMitAngeboten(t.app.db);
    const kunde = await kundeVon(t, erste.id);
    const beginn = t.uhr.now() + 2 * TAG;
    expect((await client.send('PUT', `${B}/strom/${erste.id}/auktion`, plan(beginn), admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const kundeMail = smtp.mails.find((m) => m.subject === `Online-Auktion zu Ihrer Ausschreibung ${erste.nummer} geplant`);
    expect(an(kundeMail!)).toBe(kunde.email);
    expect(kundeMail!.text).toContain(`mit ${erste.evuIds.length} Bietern statt`);
    expect(kundeMail!.text).toContain(`Beginn: ${formatDatumZeit(beginn)} Uhr`);

    const kundeToken = (await client.angemeldet(kunde.login)).access_token;
    expect((await client.send('PUT', '/framework/api/member/benachrichtigungen', [{ art: 'auktionGeplantKunde', mail: false }], kundeToken)).statusCode).toBe(200);
    const zweite = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', `${B}/strom/${zweite.id}/auktion`, plan(beginn), admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    expect(smtp.mails.filter((m) => m.subject === `Online-Auktion zu Ihrer Ausschreibung ${zweite.nummer} geplant`)).toHaveLength(0);
    expect(smtp.mails.filter((m) => m.subject === `Online-Auktion zur Ausschreibung ${zweite.nummer}`)).toHaveLength(zweite.evuIds.length);
    // The start page has it all the same.
    expect((await client.get(N, kundeToken)).json()[0]).toMatchObject({ art: 'auktionGeplantKunde', text: `Online-Auktion zur Ausschreibung ${zweite.nummer} am ${formatDatumZeit(beginn)} Uhr`, pfad: `/kunde/ausschreibung/${zweite.id}/show` });
  });

  it('nennt dem Kunden bei freigegebenen Angeboten die Bindefrist', async ({ t, client, smtp, admin }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const bindefrist = (await t.app.db.selectFrom('ausschreibung').select('bindefrist').where('id', '=', a.id).executeTakeFirstOrThrow()).bindefrist;
    expect((await client.send('POST', `${B}/strom/${a.id}/angebot/freigeben`, undefined, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const [mail] = smtp.mails.filter((m) => m.subject === `Angebote zu Ihrer Ausschreibung ${a.nummer} liegen vor`);
    expect(an(mail!)).toBe((await kundeVon(t, a.id)).email);
    expect(mail!.text).toContain(`liegen ${a.evuIds.length} Angebote zum Vergleich vor`);
    expect(mail!.text).toContain(`Bindefrist: ${formatDatumZeit(bindefrist)} Uhr\nAngebote: ${a.evuIds.length}`);
    expect(knoepfe(mail!)).toEqual([['Angebote vergleichen', `${t.app.config.publicUrl}/kunde/ausschreibung/${a.id}/show`]]);
  });

  it('verlinkt beim Zuschlag für jeden Bieter die Ausschreibung selbst, nicht die Liste', async ({ t, client, smtp }) => {
    const a = await t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select(['a.id', 'a.nummer', 'a.sparte', 'b.login'])
      .where('a.status', '=', 3)
      .where('k.typ', '<>', 'Kommune')
      .where('a.bindefrist', '>', t.uhr.now())
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const token = (await client.angemeldet(a.login)).access_token;
    const [bestes] = (await client.get(`${K}/${a.id}/angebote`, token)).json() as { id: number }[];
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes!.id }, token)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const link = `${t.app.config.publicUrl}/evu/ausschreibung/${a.sparte === 1 ? 'strom' : 'gas'}/${a.id}/show`;
    const [gewonnen] = smtp.mails.filter((m) => m.subject === `Zuschlag für Ausschreibung ${a.nummer}`);
    expect(knoepfe(gewonnen!)).toEqual([['Zur Ausschreibung', link]]);
    const verlorene = smtp.mails.filter((m) => m.subject === `Ergebnis der Ausschreibung ${a.nummer}`);
    expect(verlorene.length).toBeGreaterThan(0);
    for (const verloren of verlorene) expect(knoepfe(verloren)).toEqual([['Ergebnis ansehen', link]]);
    const gewinnerEvu = await t.app.db
      .selectFrom('angebot as o')
      .innerJoin('evu as v', 'v.id', 'o.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select(['v.email', 'b.login'])
      .where('o.id', '=', bestes!.id)
      .executeTakeFirstOrThrow();
    expect(an(gewonnen!)).toBe(gewinnerEvu.email);
    const evuToken = (await client.angemeldet(gewinnerEvu.login)).access_token;
    expect((await client.get(N, evuToken)).json()[0]).toMatchObject({ art: 'ergebnis', text: `Zuschlag erhalten: Ausschreibung ${a.nummer}` });
    expect((await client.get(`${E}/${a.id}/angebot`, evuToken)).json()).toMatchObject({ status: 'zuschlag', informationsschreibenAm: null });
  });

  it('schickt dem Kunden eine Kopie jedes Informationsschreibens, und der Bieter findet seines im Portal', async ({ t, client, smtp }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', 'Erdgas kommunale Gebäude%').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: t.uhr.now() + 20 * TAG }).where('id', '=', a.id).execute();
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const angebote = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { id: number; evu: string }[];
    const [gewinner, zweiter] = angebote;
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner!.id }, kunde2)).statusCode).toBe(204);
    await t.app.outbox.zustellen();

    const kopien = smtp.mails.filter((m) => m.subject?.startsWith('Kopie: Informationsschreiben an '));
    expect(kopien).toHaveLength(angebote.length - 1);
    const kopie = kopien.find((m) => m.subject === `Kopie: Informationsschreiben an ${zweiter!.evu} zur Ausschreibung ${a.nummer}`)!;
    expect(an(kopie)).toBe('energie@beispielhausen.example');
    expect(kopie.text).toMatch(/^Guten Tag Frau Amtmann,\n\n/);
    expect(kopie.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const brief = smtp.mails.find((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}` && m.text!.includes(gewinner!.evu))!;
    // The copy is the very letter the bidder got.
    expect(kopie.attachments.map((x) => x.content.toString('base64'))).toContain(brief.attachments[0]!.content.toString('base64'));

    const verlierer = await t.app.db
      .selectFrom('angebot as o')
      .innerJoin('evu as v', 'v.id', 'o.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select(['b.login', 'v.email'])
      .where('o.id', '=', zweiter!.id)
      .executeTakeFirstOrThrow();
    const seinBrief = smtp.mails.find((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}` && an(m) === verlierer.email)!;
    expect(knoepfe(seinBrief)).toEqual([['Zur Ausschreibung', `${t.app.config.publicUrl}/evu/ausschreibung/gas/${a.id}/show`]]);
    const evuToken = (await client.angemeldet(verlierer.login)).access_token;
    expect((await client.get(`${E}/${a.id}/angebot`, evuToken)).json().informationsschreibenAm).toBe(new Date(t.uhr.now()).toISOString());
    const pdf = await client.get(`${E}/${a.id}/informationsschreiben`, evuToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('base64')).toBe(seinBrief.attachments[0]!.content.toString('base64'));
    // The winner got no letter: there is none to read.
    const gewinnerLogin = await t.app.db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('b.login').where('o.id', '=', gewinner!.id).executeTakeFirstOrThrow();
    const keiner = await client.get(`${E}/${a.id}/informationsschreiben`, (await client.angemeldet(gewinnerLogin.login)).access_token);
    expect(keiner.statusCode).toBe(404);
    expect(keiner.json().message).toBe('Zu Ihrem Angebot liegt kein Informationsschreiben vor.');
  });
});
