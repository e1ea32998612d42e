import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateiTransport } from '../../../../server/mail/transport';
import { aktivierungMail } from '../../../../server/mail/templates';

describe('Mails ohne SMTP', () => {
  it('schreibt eine .eml-Datei und protokolliert den Link des Portals, nicht eine Adresse aus dem Namen', async () => {
    const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'mails-'));
    const protokoll: string[] = [];
    const mail = aktivierungMail({ email: 'a@beispiel.example', nachname: 'https://evil.example/login' }, 'huber', 'https://portal.example/activate-user?token=a&x=1');
    await dateiTransport(verzeichnis, (text) => protokoll.push(text)).sende({ an: mail.an, betreff: mail.betreff.text(), text: mail.inhalt.text(), html: mail.inhalt.html() });

    expect(fs.readdirSync(verzeichnis).filter((datei) => datei.endsWith('.eml'))).toHaveLength(1);
    expect(protokoll).toHaveLength(1);
    expect(protokoll[0]).toContain('(Link: https://portal.example/activate-user?token=a&x=1)');
    expect(protokoll[0]).not.toContain('evil.example');
  });
});
