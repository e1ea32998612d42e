// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as ergebnisVorlagen from '../../../../server/mail/ergebnisMail';
import { link, type PortalMail } from '../../../../server/mail/mailInhalt';
import * as vorlagen from '../../../../server/mail/vorlagen';

/** What an attacker types into a name, Firma or Bezeichnung to have the portal mail a phishing link. */
const FALLE = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a>\n\nwww.evil.example';
/** The same as the mail shows it: on one line, every character readable. */
const FALLE_EINZEILIG = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a> www.evil.example';
const PORTAL_LINK = 'https://portal.example/activate-user?token=a%2Bb&x=1';

/** Every template of server/mail with user text in each of its text parameters. */
const VORLAGEN: Record<string, () => PortalMail> = {
  passwortZuruecksetzenMail: () => vorlagen.passwortZuruecksetzenMail('a@beispiel.example', FALLE, PORTAL_LINK),
  anmeldenamenMail: () => vorlagen.anmeldenamenMail('a@beispiel.example', ['huber', FALLE], PORTAL_LINK),
  aktivierungMail: () => vorlagen.aktivierungMail('a@beispiel.example', FALLE, FALLE, PORTAL_LINK),
  emailBestaetigungMail: () => vorlagen.emailBestaetigungMail('a@beispiel.example', FALLE, PORTAL_LINK),
  kontoAngelegtMail: () => vorlagen.kontoAngelegtMail('a@beispiel.example', FALLE, FALLE, FALLE, PORTAL_LINK),
  ergebnisMail: () => ergebnisVorlagen.ergebnisMail('a@beispiel.example', FALLE, FALLE, FALLE, true, PORTAL_LINK),
  einladungsMail: () => ergebnisVorlagen.einladungsMail('a@beispiel.example', FALLE, { nummer: FALLE, bezeichnung: FALLE, angebotsfrist: FALLE }, PORTAL_LINK),
};

describe('Mailvorlagen mit Benutzertext', () => {
  it('prüft jede Vorlage aus server/mail', () => {
    const alle = [...Object.entries(vorlagen), ...Object.entries(ergebnisVorlagen)].filter(([, wert]) => typeof wert === 'function').map(([name]) => name);
    expect(Object.keys(VORLAGEN).sort()).toEqual(alle.sort());
  });

  it.each(Object.keys(VORLAGEN))('%s verlinkt nur die Adresse des Portals, Benutzertext bleibt lesbarer Text', (name) => {
    const mail = VORLAGEN[name]!();
    const dokument = new DOMParser().parseFromString(mail.inhalt.html(), 'text/html');
    expect([...dokument.querySelectorAll('a')].map((a) => [a.href, a.textContent])).toEqual([[PORTAL_LINK, PORTAL_LINK]]);
    expect(dokument.querySelectorAll('body *:not(p):not(br):not(a)')).toHaveLength(0);
    expect(dokument.body.textContent).toContain(FALLE_EINZEILIG);
    expect(mail.inhalt.text()).toContain(FALLE_EINZEILIG);
    expect(mail.inhalt.text()).toContain(PORTAL_LINK);
    expect(mail.betreff.text()).not.toContain('\n');
  });

  it('macht nur Web-Adressen zu Links', () => {
    expect(() => link('javascript:alert(1)')).toThrow();
    expect(() => link('data:text/html,<script>alert(1)</script>')).toThrow();
  });
});
