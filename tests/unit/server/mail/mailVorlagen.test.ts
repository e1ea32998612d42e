// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as auktionsVorlagen from '../../../../server/auktion/mails';
import * as ergebnisVorlagen from '../../../../server/mail/ergebnisMail';
import { link, type PortalMail } from '../../../../server/mail/mailInhalt';
import { mailHtml } from '../../../../server/mail/layout';
import * as vorlagen from '../../../../server/mail/templates';
import * as vergabeVorlagen from '../../../../server/vergabe/mails';
import * as kundeVorlagen from '../../../../server/ausschreibung/kundeMails';
import * as fristVorlagen from '../../../../server/ausschreibung/fristAenderungMail';
import * as zulassungVorlagen from '../../../../server/zulassung/mails';
import * as zulassungAdminVorlagen from '../../../../server/zulassung/admin.mails';
import * as ablaufModul from '../../../../server/zulassung/ablaufMails';
import * as kundenpruefungVorlagen from '../../../../server/personen/kundenpruefungMail';

/** What an attacker types into a name, Firma, Bezeichnung or Bieterfrage to have the portal mail a phishing link. */
const FALLE = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a><script>alert(1)</script>\n\nwww.evil.example';
/** The same as the mail shows it: on one line, every character readable. */
const FALLE_EINZEILIG = 'https://evil.example/login <a href="https://evil.example/x">Jetzt anmelden</a><script>alert(1)</script> www.evil.example';
const PORTAL_LINK = 'https://portal.example/activate-user?token=a%2Bb&x=1';
const AUSSCHREIBUNG = { id: 7, nummer: FALLE, bezeichnung: FALLE, sparte: 1 as const, angebotsfrist: Date.UTC(2026, 11, 1, 11), lieferstellen: 3, jahresverbrauchKwh: 1_250_000 };

/** A person whose name is the trap: the greeting shows it as text. */
const AN = { email: 'a@beispiel.example', anrede: null, vorname: FALLE, nachname: FALLE };
const ANHANG = { name: 'Angebotsfrist.ics', contentType: 'text/calendar', daten: Buffer.from('') };
const PLAN = { beginn: Date.UTC(2026, 11, 2, 9), dauerMinuten: 30, mindestschritt: '0,0100', verlaengerungMinuten: 2 };
const FRISTAENDERUNG = { nummer: FALLE, bezeichnung: FALLE, angebotsfrist: { bisher: Date.UTC(2026, 11, 1, 11), neu: Date.UTC(2026, 10, 28, 11) }, bindefrist: { bisher: Date.UTC(2027, 0, 15, 11), neu: Date.UTC(2027, 0, 15, 11) }, grund: FALLE };
// Beside the templates the module exports the path helper of their links.
const { adminEvuPfad: _pfad, ...ablaufVorlagen } = ablaufModul;
const NACHWEIS = { art: 'Betriebshaftpflicht' as const, gueltigBis: '2026-12-31', tage: 7 };
const KUNDE_AUSSCHREIBUNG = { nummer: FALLE, bezeichnung: FALLE, angebotsfrist: '2026-12-01T11:00:00.000Z', bindefrist: '2027-01-15T11:00:00.000Z' };

/** Every template of the portal with user text in each of its text parameters. */
const VORLAGEN: Record<string, () => PortalMail> = {
  passwortZuruecksetzenMail: () => vorlagen.passwortZuruecksetzenMail(AN, PORTAL_LINK),
  anmeldenamenMail: () => vorlagen.anmeldenamenMail(AN, ['huber', FALLE], PORTAL_LINK),
  aktivierungMail: () => vorlagen.aktivierungMail(AN, FALLE, PORTAL_LINK, true),
  emailBestaetigungMail: () => vorlagen.emailBestaetigungMail(AN, PORTAL_LINK),
  kontoAngelegtMail: () => vorlagen.kontoAngelegtMail(AN, FALLE, FALLE, PORTAL_LINK),
  zweiterFaktorEntferntMail: () => vorlagen.zweiterFaktorEntferntMail(AN, FALLE, PORTAL_LINK),
  ergebnisMail: () => ergebnisVorlagen.ergebnisMail(AN, FALLE, FALLE, FALLE, true, PORTAL_LINK),
  einladungsMail: () => ergebnisVorlagen.einladungsMail(AN, FALLE, AUSSCHREIBUNG, PORTAL_LINK),
  antwortMail: () => vergabeVorlagen.antwortMail(AN, AUSSCHREIBUNG, FALLE, FALLE, PORTAL_LINK),
  antwortKundeMail: () => vergabeVorlagen.antwortKundeMail(AN, AUSSCHREIBUNG, FALLE, FALLE, PORTAL_LINK),
  neueFrageMail: () => vergabeVorlagen.neueFrageMail(AN, AUSSCHREIBUNG, Date.UTC(2026, 10, 24, 11), PORTAL_LINK),
  verlaengerungMail: () => vergabeVorlagen.verlaengerungMail(AN, AUSSCHREIBUNG, FALLE, FALLE, PORTAL_LINK, ANHANG),
  informationsschreibenMail: () => vergabeVorlagen.informationsschreibenMail(AN, AUSSCHREIBUNG, FALLE, FALLE, Buffer.from('%PDF-'), PORTAL_LINK),
  informationsschreibenKopieMail: () => vergabeVorlagen.informationsschreibenKopieMail(AN, AUSSCHREIBUNG, FALLE, Buffer.from('%PDF-'), PORTAL_LINK),
  zuschlagVorgesehenMail: () => vergabeVorlagen.zuschlagVorgesehenMail(AN, FALLE, AUSSCHREIBUNG, FALLE, PORTAL_LINK),
  erinnerungsMail: () => vergabeVorlagen.erinnerungsMail(AN, [{ fakten: AUSSCHREIBUNG, url: PORTAL_LINK }]),
  auktionsplanMail: () => auktionsVorlagen.auktionsplanMail(AN, FALLE, AUSSCHREIBUNG, PLAN, PORTAL_LINK),
  auktionsplanKundeMail: () => auktionsVorlagen.auktionsplanKundeMail(AN, AUSSCHREIBUNG, PLAN, 2, PORTAL_LINK),
  freigegebenMail: () => kundeVorlagen.freigegebenMail(AN, KUNDE_AUSSCHREIBUNG, PORTAL_LINK),
  angeboteFreigegebenMail: () => kundeVorlagen.angeboteFreigegebenMail(AN, KUNDE_AUSSCHREIBUNG, 3, PORTAL_LINK),
  aufhebungMail: () => vergabeVorlagen.aufhebungMail(AN, AUSSCHREIBUNG, FALLE, PORTAL_LINK),
  zuschlagZurueckgenommenMail: () => vergabeVorlagen.zuschlagZurueckgenommenMail(AN, AUSSCHREIBUNG, PORTAL_LINK),
  fristaenderungEvuMail: () => fristVorlagen.fristaenderungEvuMail(AN, FRISTAENDERUNG, PORTAL_LINK, ANHANG),
  fristaenderungKundeMail: () => fristVorlagen.fristaenderungKundeMail(AN, FRISTAENDERUNG, PORTAL_LINK),
  zulassungsantragMail: () => zulassungVorlagen.zulassungsantragMail(AN, FALLE, FALLE, PORTAL_LINK),
  zulassungsMail: () => zulassungAdminVorlagen.zulassungsMail(AN, FALLE, 1, 'abgelehnt', FALLE, PORTAL_LINK),
  nachweisAbgelehntMail: () => zulassungAdminVorlagen.nachweisAbgelehntMail(AN, FALLE, { art: 'Betriebshaftpflicht', gueltigBis: '2027-03-31' }, FALLE, [1, 2], PORTAL_LINK),
  erinnerungEvuMail: () => ablaufVorlagen.erinnerungEvuMail(AN, NACHWEIS, PORTAL_LINK),
  erinnerungAdminMail: () => ablaufVorlagen.erinnerungAdminMail(AN, FALLE, NACHWEIS, PORTAL_LINK),
  abgelaufenEvuMail: () => ablaufVorlagen.abgelaufenEvuMail(AN, FALLE, [NACHWEIS], PORTAL_LINK),
  abgelaufenAdminMail: () => ablaufVorlagen.abgelaufenAdminMail(AN, FALLE, FALLE, [NACHWEIS], PORTAL_LINK),
  kundeGeprueftMail: () => kundenpruefungVorlagen.kundeGeprueftMail(AN, FALLE, PORTAL_LINK),
};
/** Templates that carry no link of their own; every template links to the portal now. */
const OHNE_LINK: string[] = [];

const vorlagenVon = (modul: object) => Object.entries(modul).filter(([, wert]) => typeof wert === 'function').map(([name]) => name);

describe('Mailvorlagen mit Benutzertext', () => {
  it('prüft jede Vorlage des Portals', () => {
    const alle = [vorlagen, ergebnisVorlagen, vergabeVorlagen, auktionsVorlagen, kundeVorlagen, fristVorlagen, zulassungVorlagen, zulassungAdminVorlagen, ablaufVorlagen, kundenpruefungVorlagen].flatMap(vorlagenVon);
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
