import { formatUhrzeit } from '../../domain/format';
import { begruessung, type Adressat } from '../mail/anrede';
import { inhalt, knopf, type Anhang, type MailInhalt, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

export interface Fristaenderung {
  nummer: string;
  bezeichnung: string;
  angebotsfrist: { bisher: number; neu: number };
  bindefrist: { bisher: number; neu: number };
  /** the administrator's reason; required when the Angebotsfrist moved earlier */
  grund: string | null;
}

function zeilen(a: Fristaenderung): MailInhalt {
  const zeile = (name: string, f: { bisher: number; neu: number }) =>
    f.bisher === f.neu ? inhalt`${name}: unverändert ${formatUhrzeit(f.neu)}` : inhalt`${name}: bisher ${formatUhrzeit(f.bisher)}, neu ${formatUhrzeit(f.neu)}`;
  const grund = a.grund ? inhalt`\n\nBegründung der Vergabestelle: ${a.grund}` : inhalt``;
  return inhalt`${zeile('Angebotsfrist', a.angebotsfrist)}\n${zeile('Bindefrist', a.bindefrist)}${grund}`;
}

const betreff = (a: Fristaenderung) =>
  a.angebotsfrist.neu < a.angebotsfrist.bisher
    ? inhalt`Angebotsfrist der Ausschreibung ${a.nummer} verkürzt`
    : a.angebotsfrist.neu > a.angebotsfrist.bisher
      ? inhalt`Angebotsfrist der Ausschreibung ${a.nummer} verlängert`
      : inhalt`Bindefrist der Ausschreibung ${a.nummer} geändert`;

/** To every invited EVU: the new dates, the reason and, when the Angebotsfrist moved, the calendar entry that replaces the invitation's. */
export function fristaenderungEvuMail(an: Adressat, a: Fristaenderung, url: string, termin: Anhang | undefined): PortalMail {
  return {
    an: an.email,
    betreff: betreff(a),
    inhalt: inhalt`${begruessung(an)}\n\ndie Vergabestelle hat die Fristen der Ausschreibung ${a.nummer} „${a.bezeichnung}“ geändert:\n\n${zeilen(a)}\n\nBis zur Angebotsfrist können Sie Ihr Angebot abgeben und ändern.${termin ? inhalt` Der Kalendereintrag im Anhang ersetzt den bisherigen.` : inhalt``}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
    ...(termin ? { anhaenge: [termin] } : {}),
  };
}

/** To the Kunde: the same facts for its own tender. */
export function fristaenderungKundeMail(an: Adressat, a: Fristaenderung, url: string): PortalMail {
  return {
    an: an.email,
    betreff: betreff(a),
    inhalt: inhalt`${begruessung(an)}\n\ndie Fristen Ihrer Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurden geändert; alle eingeladenen Versorger wurden informiert:\n\n${zeilen(a)}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}
