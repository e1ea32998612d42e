import { begruessung, type Adressat } from '../mail/anrede';
import { inhalt, knopf, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

/** The Kunde learns that its data is confirmed: a Kommune's tenders can be released from now on. */
export function kundeGeprueftMail(an: Adressat, typ: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Ihre Angaben wurden geprüft`,
    inhalt: inhalt`${begruessung(an)}\n\ndie Administration des Portals hat Ihre Angaben (Name, Anschrift und Kundentyp „${typ}“) geprüft und bestätigt. Ihre Ausschreibungen können nun freigegeben werden.\n\nDer Kundentyp ist damit festgelegt; eine Änderung nimmt auf Ihren Wunsch die Administration vor.\n\n${knopf('Zu Ihren Ausschreibungen', url)}${gruss}`,
  };
}
