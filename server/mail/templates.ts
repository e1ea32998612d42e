import { begruessung, type Adressat } from './anrede';
import { inhalt, link, type PortalMail } from './mailInhalt';

/** The texts of the portal's mails, formal German, one function per occasion. */
export const gruss = inhalt`\n\nMit freundlichen Grüßen\nIhr Energieausschreibungsportal`;

export function passwortZuruecksetzenMail(an: Adressat, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Passwort ändern`,
    inhalt: inhalt`${begruessung(an)}\n\nSie haben angefordert, Ihr Passwort zu ändern. Über diesen Link können Sie ein neues Passwort vergeben; er ist 30 Minuten gültig und nur einmal verwendbar:\n\n${link(url)}\n\nFalls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.${gruss}`,
  };
}

/** `an` names the person when the address has one account; with several the greeting names nobody. */
export function anmeldenamenMail(an: Adressat, logins: string[], loginUrl: string): PortalMail {
  const liste = logins.map((login) => inhalt`  ${login}`).reduce((bisher, zeile) => inhalt`${bisher}\n${zeile}`);
  return {
    an: an.email,
    betreff: inhalt`Ihr Anmeldename`,
    inhalt: inhalt`${logins.length === 1 ? begruessung(an) : begruessung({})}\n\nzu dieser E-Mail-Adresse ${logins.length === 1 ? inhalt`gehört der Anmeldename` : inhalt`gehören die Anmeldenamen`}:\n\n${liste}\n\nSie können sich damit hier anmelden: ${link(loginUrl)}${gruss}`,
  };
}

/** The activation link of a new account: one the person registered themselves (`selbst`), or one created for them. */
export function aktivierungMail(an: Adressat, login: string, url: string, selbst = false): PortalMail {
  const anlass = selbst
    ? inhalt`Sie haben sich im Energieausschreibungsportal mit dem Anmeldenamen „${login}“ registriert. Bitte aktivieren Sie Ihr Konto`
    : inhalt`für Sie wurde im Energieausschreibungsportal das Konto „${login}“ angelegt. Bitte aktivieren Sie es`;
  return {
    an: an.email,
    betreff: inhalt`Bitte aktivieren Sie Ihr Konto`,
    inhalt: inhalt`${begruessung(an)}\n\n${anlass} über diesen Link (48 Stunden gültig):\n\n${link(url)}${gruss}`,
  };
}

export function emailBestaetigungMail(an: Adressat, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Bitte bestätigen Sie Ihre neue E-Mail-Adresse`,
    inhalt: inhalt`${begruessung(an)}\n\nSie möchten im Energieausschreibungsportal künftig diese E-Mail-Adresse verwenden. Bitte bestätigen Sie sie über diesen Link (48 Stunden gültig):\n\n${link(url)}\n\nBis dahin gilt Ihre bisherige Adresse. Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.${gruss}`,
  };
}

/**
 * An administrator created the account: the activation link and a one-time password. The activation page only
 * activates, so the first sign-in needs a password; the portal demands a new one right then.
 */
export function kontoAngelegtMail(an: Adressat, login: string, vorlaeufigesPasswort: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Bitte aktivieren Sie Ihr Konto`,
    inhalt: inhalt`${begruessung(an)}\n\nfür Sie wurde im Energieausschreibungsportal das Konto „${login}“ angelegt. Bitte aktivieren Sie es über diesen Link (48 Stunden gültig):\n\n${link(url)}\n\nMelden Sie sich danach mit dem Anmeldenamen „${login}“ und diesem vorläufigen Passwort an:\n\n  ${vorlaeufigesPasswort}\n\nBei der ersten Anmeldung vergeben Sie Ihr eigenes Passwort; das vorläufige gilt dann nicht mehr.${gruss}`,
  };
}

/** A second factor was removed (issue 41): whoever did not do it learns it at once, and what to do. */
export function zweiterFaktorEntferntMail(an: Adressat, bezeichnung: string, anmeldeUrl: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Zweiter Faktor entfernt`,
    inhalt: inhalt`${begruessung(an)}\n\naus Ihrem Konto im Energieausschreibungsportal wurde soeben der zweite Faktor „${bezeichnung}“ entfernt. Ihre anderen Sitzungen wurden dabei beendet.\n\nFalls Sie das nicht selbst getan haben, melden Sie sich bitte sofort an, ändern Sie Ihr Passwort und richten Sie den zweiten Faktor neu ein: ${link(anmeldeUrl)}${gruss}`,
  };
}
