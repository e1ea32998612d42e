import { begruessung, type Adressat } from '../mail/anrede';
import { inhalt, knopf, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

/** The administrators learn that a supplier applied: its Zulassung waits for their check. */
export function zulassungsantragMail(an: Adressat, firma: string, sparten: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Zulassung beantragt: ${firma}`,
    inhalt: inhalt`${begruessung(an)}\n\n${firma} hat die Zulassung für ${sparten} beantragt. Die Nachweise liegen vor und warten auf Ihre Prüfung; bis zu Ihrer Entscheidung wird der Versorger nicht eingeladen.\n\n${knopf('Nachweise prüfen', url)}${gruss}`,
  };
}
