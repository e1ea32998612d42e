// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as auktionsVorlagen from '../../../../server/auktion/mails';
import * as ergebnisVorlagen from '../../../../server/mail/ergebnisMail';
import { link, type PortalMail } from '../../../../server/mail/mailInhalt';
import { mailHtml } from '../../../../server/mail/rahmen';
import * as vorlagen from '../../../../server/mail/vorlagen';
import * as vergabeVorlagen from '../../../../server/vergabe/mails';

/** What an attacker types into a name, Firma, Bezeichnung or Bieterfrage to have the portal mail a phishing link. */
const FALLE = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a><script>alert(1)</script>\n\nwww.evil.example';
/** The same as the mail shows it: on one line, every character readable. */
const FALLE_EINZEILIG = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a><script>alert(1)</script> www.evil.example';
const PORTAL_LINK = 'https://portal.example/activate-user?token=a%2Bb&x=1';
const AUSSCHREIBUNG = { id: 7, nummer: FALLE, bezeichnung: FALLE, sparte: 1 as const, angebotsfrist: Date.UTC(2026, 11, 1, 11), lieferstellen: 3, jahresverbrauchKwh: 1_250_000 };

/** Every template of the portal with user text in each of its text parameters. */
const VORLAGEN: Record<string, () => PortalMail> = {
  passwortZuruecksetzenMail: () => vorlagen.passwortZuruecksetzenMail('a@beispiel.example', FALLE, PORTAL_LINK),
  anmeldenamenMail: () => vorlagen.anmeldenamenMail('a@beispiel.example', ['huber', FALLE], PORTAL_LINK),
  aktivierungMail: () => vorlagen.aktivierungMail('a@beispiel.example', FALLE, FALLE, PORTAL_LINK),
  emailBestaetigungMail: () => vorlagen.emailBestaetigungMail('a@beispiel.example', FALLE, PORTAL_LINK),
  kontoAngelegtMail: () => vorlagen.kontoAngelegtMail('a@beispiel.example', FALLE, FALLE, FALLE, PORTAL_LINK),
  zweiterFaktorEntferntMail: () => vorlagen.zweiterFaktorEntferntMail('a@beispiel.example', FALLE, FALLE, PORTAL_LINK),
  ergebnisMail: () => ergebnisVorlagen.ergebnisMail('a@beispiel.example', FALLE, FALLE, FALLE, true, PORTAL_LINK),
  einladungsMail: () => ergebnisVorlagen.einladungsMail('a@beispiel.example', FALLE, AUSSCHREIBUNG, PORTAL_LINK),
  antwortMail: () => vergabeVorlagen.antwortMail('a@beispiel.example', AUSSCHREIBUNG, FALLE, FALLE, PORTAL_LINK),
  verlaengerungMail: () => vergabeVorlagen.verlaengerungMail('a@beispiel.example', AUSSCHREIBUNG, FALLE, FALLE, PORTAL_LINK, { name: 'Angebotsfrist.ics', contentType: 'text/calendar', daten: Buffer.from('') }),
  informationsschreibenMail: () => vergabeVorlagen.informationsschreibenMail('a@beispiel.example', AUSSCHREIBUNG, FALLE, FALLE, Buffer.from('%PDF-')),
  zuschlagVorgesehenMail: () => vergabeVorlagen.zuschlagVorgesehenMail('a@beispiel.example', FALLE, AUSSCHREIBUNG, FALLE, PORTAL_LINK),
  erinnerungsMail: () => vergabeVorlagen.erinnerungsMail('a@beispiel.example', AUSSCHREIBUNG, PORTAL_LINK),
  auktionsplanMail: () =>
    auktionsVorlagen.auktionsplanMail('a@beispiel.example', FALLE, AUSSCHREIBUNG, { beginn: Date.UTC(2026, 11, 2, 9), dauerMinuten: 30, mindestschritt: '0,01', verlaengerungMinuten: 2 }, PORTAL_LINK),
};
/** The one template that carries no link: the letter it attaches says everything. */
const OHNE_LINK = ['informationsschreibenMail'];

const vorlagenVon = (modul: object) => Object.entries(modul).filter(([, wert]) => typeof wert === 'function').map(([name]) => name);

describe('Mailvorlagen mit Benutzertext', () => {
  it('prüft jede Vorlage des Portals', () => {
    const alle = [vorlagen, ergebnisVorlagen, vergabeVorlagen, auktionsVorlagen].flatMap(vorlagenVon);
    expect(Object.keys(VORLAGEN).sort()).toEqual(alle.sort());
  });

  it.each(Object.keys(VORLAGEN))('%s verlinkt nur die Adresse des Portals, Benutzertext bleibt lesbarer Text', (name) => {
    const mail = VORLAGEN[name]!();
    const dokument = new DOMParser().parseFromString(mailHtml(mail), 'text/html');
    const links = [...dokument.querySelectorAll('a')].map((a) => a.href);
    expect(links).toEqual(OHNE_LINK.includes(name) ? [] : [PORTAL_LINK]);
    expect(dokument.querySelectorAll('script, img, iframe, form, [onerror], [onclick]')).toHaveLength(0);
    expect(dokument.body.textContent).toContain(FALLE_EINZEILIG);
    expect(dokument.body.textContent).toContain('Energieausschreibungsportal');
    expect(mail.inhalt.text()).toContain(FALLE_EINZEILIG);
    if (!OHNE_LINK.includes(name)) expect(mail.inhalt.text()).toContain(PORTAL_LINK);
    expect(mail.betreff.text()).not.toContain('\n');
  });

  it('zeigt Einladung und Erinnerung mit den Eckdaten der Ausschreibung und einem Knopf', () => {
    for (const mail of [VORLAGEN.einladungsMail!(), VORLAGEN.erinnerungsMail!()]) {
      const dokument = new DOMParser().parseFromString(mailHtml(mail), 'text/html');
      const fakten = Object.fromEntries([...dokument.querySelectorAll('tr')].filter((tr) => tr.querySelector('th')).map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
      expect(fakten).toMatchObject({ Sparte: 'Strom', Lieferstellen: '3', Jahresverbrauch: '1.250.000 kWh', Angebotsfrist: '01.12.2026 12:00 Uhr' });
      expect(dokument.querySelector('a')!.textContent).toBe('Zur Ausschreibung');
      expect(mail.inhalt.text()).toContain('Sparte: Strom\nLieferstellen: 3\nJahresverbrauch: 1.250.000 kWh\nAngebotsfrist: 01.12.2026 12:00 Uhr');
      expect(mail.inhalt.text()).toContain(`Zur Ausschreibung: ${PORTAL_LINK}`);
    }
  });

  it('macht nur Web-Adressen zu Links', () => {
    expect(() => link('javascript:alert(1)')).toThrow();
    expect(() => link('data:text/html,<script>alert(1)</script>')).toThrow();
  });
});
