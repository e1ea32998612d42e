import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inhalt, link } from '../../../server/mail/mailInhalt';
import { Outbox } from '../../../server/mail/outbox';
import { smtpTransport } from '../../../server/mail/transport';
import { datenbanken } from '../hilfen/datenbanken';
import { portalTests } from '../hilfen/portalTest';
import { starteTestApp } from '../hilfen/testApp';

describe.each(portalTests({ env: { SEED_DEMO: 'false' }, mails: true }))('Postausgang auf $name', ({ it }) => {
  it('stellt eine Mail genau einmal per SMTP zu, auch wenn zwei Instanzen gleichzeitig zustellen', async ({ t, smtp }) => {
    await t.app.db.transaction().execute((trx) =>
      t.app.outbox.reiheEin(trx, { an: 'einkauf@beispiel.example', betreff: inhalt`Ihre Ausschreibung wurde freigegeben`, inhalt: inhalt`Grüße aus Würzburg: ${link('https://portal.example/kunde')}` }),
    );
    const zweiteInstanz = new Outbox(t.app.db, t.uhr, smtpTransport(smtp.url), { error: () => {} });
    const [a, b] = await Promise.all([t.app.outbox.zustellen(), zweiteInstanz.zustellen()]);
    expect(a + b).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.subject).toBe('Ihre Ausschreibung wurde freigegeben');
    expect(smtp.mails[0]!.text?.trim()).toBe('Grüße aus Würzburg: https://portal.example/kunde');
    expect(smtp.mails[0]!.html).toContain('<p>Grüße aus Würzburg: <a href="https://portal.example/kunde">https://portal.example/kunde</a></p>');
    expect(smtp.mails[0]!.from?.text).toContain('Energieausschreibungsportal');
    expect(await t.app.outbox.zustellen()).toBe(0);
  });

  it('versucht es nach einer Ablehnung später erneut und hält den Fehler fest', async ({ t, smtp }) => {
    smtp.ablehnen = true;
    await t.app.db.transaction().execute((trx) => t.app.outbox.reiheEin(trx, { an: 'evu@beispiel.example', betreff: inhalt`Einladung`, inhalt: inhalt`Hallo` }));
    expect(await t.app.outbox.zustellen()).toBe(0);
    const offen = await t.app.db.selectFrom('mail_outbox').selectAll().where('betreff', '=', 'Einladung').executeTakeFirstOrThrow();
    expect(offen).toMatchObject({ attempts: 1, sent_at: null });
    expect(offen.last_error).toContain('Postfach voll');
    smtp.ablehnen = false;
    expect(await t.app.outbox.zustellen()).toBe(0);
    t.uhr.advance(61_000);
    expect(await t.app.outbox.zustellen()).toBe(1);
    expect(smtp.mails.at(-1)!.subject).toBe('Einladung');
  });

  it('schreibt eine Mail nicht, wenn die auslösende Transaktion scheitert', async ({ t }) => {
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.outbox.reiheEin(trx, { an: 'x@beispiel.example', betreff: inhalt`Nie gesendet`, inhalt: inhalt`-` });
        throw new Error('Regel verletzt');
      }),
    ).rejects.toThrow('Regel verletzt');
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('betreff', '=', 'Nie gesendet').executeTakeFirst()).toBeUndefined();
  });
});

describe('Postausgang ohne SMTP', () => {
  it('legt jede Mail als .eml-Datei ab', async () => {
    const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    const t = await starteTestApp(datenbanken()[0]!, { MAIL_DIR: verzeichnis, SEED_DEMO: 'false' });
    await t.app.db.transaction().execute((trx) =>
      t.app.outbox.reiheEin(trx, { an: 'kunde@beispiel.example', betreff: inhalt`Konto aktivieren`, inhalt: inhalt`Bitte öffnen Sie ${link('http://localhost:8080/activate-user?token=abc')}` }),
    );
    expect(await t.app.outbox.zustellen()).toBe(1);
    const dateien = fs.readdirSync(verzeichnis);
    expect(dateien).toHaveLength(1);
    const eml = fs.readFileSync(path.join(verzeichnis, dateien[0]!), 'utf8');
    expect(eml).toContain('Subject: Konto aktivieren');
    expect(eml).toContain('To: kunde@beispiel.example');
    await t.schliesse();
    fs.rmSync(verzeichnis, { recursive: true, force: true });
  });
});
