import type { Mail } from './transport';

/** The texts of the portal's mails, formal German, one function per occasion. */
const gruss = '\n\nMit freundlichen Grüßen\nIhr Energieausschreibungsportal';

export function passwortZuruecksetzenMail(an: string, vorname: string, link: string): Mail {
  return {
    an,
    betreff: 'Passwort ändern',
    text:
      `Guten Tag ${vorname},\n\nSie haben angefordert, Ihr Passwort zu ändern. Über diesen Link können Sie ein neues Passwort vergeben; ` +
      `er ist 30 Minuten gültig und nur einmal verwendbar:\n\n${link}\n\nFalls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.` +
      gruss,
  };
}

export function anmeldenamenMail(an: string, logins: string[], loginUrl: string): Mail {
  const liste = logins.map((l) => `  ${l}`).join('\n');
  return {
    an,
    betreff: 'Ihr Anmeldename',
    text:
      `Guten Tag,\n\nzu dieser E-Mail-Adresse ${logins.length === 1 ? 'gehört der Anmeldename' : 'gehören die Anmeldenamen'}:\n\n${liste}\n\n` +
      `Sie können sich damit hier anmelden: ${loginUrl}` +
      gruss,
  };
}

export function aktivierungMail(an: string, vorname: string, login: string, link: string): Mail {
  return {
    an,
    betreff: 'Bitte aktivieren Sie Ihr Konto',
    text:
      `Guten Tag ${vorname},\n\nfür Sie wurde im Energieausschreibungsportal das Konto „${login}“ angelegt. ` +
      `Bitte aktivieren Sie es über diesen Link (48 Stunden gültig):\n\n${link}` +
      gruss,
  };
}

export function emailBestaetigungMail(an: string, vorname: string, link: string): Mail {
  return {
    an,
    betreff: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    text:
      `Guten Tag ${vorname},\n\nSie möchten im Energieausschreibungsportal künftig diese E-Mail-Adresse verwenden. ` +
      `Bitte bestätigen Sie sie über diesen Link (48 Stunden gültig):\n\n${link}\n\n` +
      `Bis dahin gilt Ihre bisherige Adresse. Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.` +
      gruss,
  };
}

/**
 * An administrator created the account: the activation link and a one-time password. The activation page only
 * activates, so the first sign-in needs a password; the portal demands a new one right then.
 */
export function kontoAngelegtMail(an: string, vorname: string, login: string, vorlaeufigesPasswort: string, link: string): Mail {
  return {
    an,
    betreff: 'Bitte aktivieren Sie Ihr Konto',
    text:
      `Guten Tag ${vorname},\n\nfür Sie wurde im Energieausschreibungsportal das Konto „${login}“ angelegt. ` +
      `Bitte aktivieren Sie es über diesen Link (48 Stunden gültig):\n\n${link}\n\n` +
      `Melden Sie sich danach mit dem Anmeldenamen „${login}“ und diesem vorläufigen Passwort an:\n\n  ${vorlaeufigesPasswort}\n\n` +
      `Bei der ersten Anmeldung vergeben Sie Ihr eigenes Passwort; das vorläufige gilt dann nicht mehr.` +
      gruss,
  };
}
