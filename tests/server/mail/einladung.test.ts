// @vitest-environment jsdom
import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { formatDatumZeit, formatKwh, formatZahl } from '../../../domain/format';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';

/** The label → value rows of the facts table in a mail's HTML part. */
function faktenAus(mail: ParsedMail): Record<string, string> {
  const dokument = new DOMParser().parseFromString(String(mail.html), 'text/html');
  return Object.fromEntries([...dokument.querySelectorAll('tr')].filter((tr) => tr.querySelector('th')).map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
}

/** The properties of the VEVENT in an .ics file, with folded lines joined (RFC 5545 section 3.1). */
function terminAus(ics: string): Record<string, string> {
  const zeilen = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const beginn = zeilen.indexOf('BEGIN:VEVENT');
  const ende = zeilen.indexOf('BEGIN:VALARM');
  return Object.fromEntries(zeilen.slice(beginn + 1, ende).map((z) => [z.slice(0, z.indexOf(':')).split(';')[0], z.slice(z.indexOf(':') + 1)]));
}

async function eckdaten(t: TestApp, id: number) {
  const l = await t.app.db.selectFrom('lieferstelle').select('jahresverbrauch_kwh').where('ausschreibung_id', '=', id).execute();
  return { lieferstellen: l.length, jahresverbrauch: l.reduce((summe, z) => summe + Number(z.jahresverbrauch_kwh), 0) };
}

describe.each(portalTests({ mails: true, env: { PUBLIC_URL: 'https://portal.example' } }))('Einladungsmail auf $name', ({ it }) => {
  it('kommt mit Text- und HTML-Teil, den Eckdaten, einem Knopf und der Angebotsfrist als Kalendereintrag an', async ({ t, client, smtp, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const [evuId] = ((await client.get(`${B}/evuoptions/${a.id}`, admin)).json() as { value: number }[]).map((o) => o.value);
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evuId] }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/strom/${a.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const { email } = await t.app.db.selectFrom('evu').select('email').where('id', '=', evuId!).executeTakeFirstOrThrow();
    const mail = smtp.mails.find((m) => m.subject === `Einladung zur Ausschreibung ${a.nummer}` && JSON.stringify(m.to).includes(email))!;
    expect(mail).toBeDefined();
    const { lieferstellen, jahresverbrauch } = await eckdaten(t, a.id);
    const frist = `${formatDatumZeit(a.angebotsfrist)} Uhr`;
    const url = `https://portal.example/evu/ausschreibung/strom/${a.id}/show`;

    expect(faktenAus(mail)).toMatchObject({ Sparte: 'Strom', Lieferstellen: formatZahl(lieferstellen), Jahresverbrauch: formatKwh(jahresverbrauch), Angebotsfrist: frist });
    const knoepfe = [...new DOMParser().parseFromString(String(mail.html), 'text/html').querySelectorAll('a')].map((k) => [k.textContent, k.href]);
    expect(knoepfe).toEqual([['Zur Ausschreibung', url]]);
    expect(mail.html).toContain('Energieausschreibungsportal');
    expect(mail.text).toContain(`Sparte: Strom\nLieferstellen: ${formatZahl(lieferstellen)}\nJahresverbrauch: ${formatKwh(jahresverbrauch)}\nAngebotsfrist: ${frist}`);
    expect(mail.text).toContain(`Zur Ausschreibung: ${url}`);

    expect(mail.attachments.map((d) => [d.filename, d.contentType])).toEqual([[`Angebotsfrist_${a.nummer}.ics`, 'text/calendar']]);
    const termin = terminAus(mail.attachments[0]!.content.toString('utf8'));
    expect(termin.DTSTART).toBe(new Date(a.angebotsfrist).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(termin.SUMMARY).toBe(`Angebotsfrist Ausschreibung ${a.nummer}`);
    expect(termin.UID).toBe(`angebotsfrist-${a.id}@portal.example`);
    expect(termin.URL).toBe(url);
  });
});
