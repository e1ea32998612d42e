import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { nachweisMitDatum } from '../../domain/zulassung/ablauf';
import type { Nachweis } from '../../domain/zulassung/nachweise';
import { NACHWEIS_LABEL } from '../../domain/zulassung/nachweise';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../domain/zulassung/status';
import { begruessung, type Adressat } from '../mail/anrede';
import { inhalt, knopf, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

/** What each decision means for the EVU, in one sentence. */
const FOLGE: Record<string, string> = {
  zugelassen: 'Sie können ab sofort zu Ausschreibungen dieser Sparte eingeladen werden.',
  abgelehnt: 'Sie können Ihre Nachweise ergänzen und die Zulassung erneut beantragen.',
  gesperrt: 'Bis zur Aufhebung der Sperre werden Sie zu Ausschreibungen dieser Sparte nicht eingeladen; laufende Angebote bleiben bestehen.',
  registriert: 'Die Sperre ist aufgehoben. Sie können Ihre Nachweise prüfen und die Zulassung erneut beantragen.',
};

/** The EVU learns every decision on its Zulassung with the administrator's Begründung. */
export function zulassungsMail(an: Adressat, firma: string, sparte: number, status: ZulassungStatus, begruendung: string, url: string): PortalMail {
  const sparteName = SPARTE_LABEL[sparte as Sparte];
  const stand = status === 'registriert' ? 'entsperrt' : ZULASSUNG_STATUS_LABEL[status];
  return {
    an: an.email,
    betreff: inhalt`Ihre Zulassung für ${sparteName}: ${stand}`,
    inhalt: inhalt`${begruessung(an)}\n\ndie Zulassung der ${firma} als Versorger für die Sparte ${sparteName} ist jetzt „${ZULASSUNG_STATUS_LABEL[status]}“. ${FOLGE[status] ?? ''}\n\nBegründung: ${begruendung}\n\n${knopf('Zu Ihrer Zulassung', url)}${gruss}`,
  };
}

/**
 * A rejected proof, with the administrator's reason and what follows: a Sparte it was admitted for on that proof is in
 * review again until a new proof is checked.
 */
export function nachweisAbgelehntMail(an: Adressat, firma: string, nachweis: { art: Nachweis; gueltigBis: string | null }, begruendung: string, wiederInPruefung: readonly number[], url: string): PortalMail {
  const name = nachweis.gueltigBis ? nachweisMitDatum(nachweis.art, nachweis.gueltigBis) : NACHWEIS_LABEL[nachweis.art];
  const sparten = wiederInPruefung.map((s) => SPARTE_LABEL[s as Sparte]).join(' und ');
  const folge = sparten
    ? `Ihre Zulassung für ${sparten} ist damit wieder „in Prüfung“: bis der Administrator über sie neu entschieden hat, werden Sie zu Ausschreibungen ${wiederInPruefung.length === 1 ? 'dieser Sparte' : 'dieser Sparten'} nicht eingeladen; laufende Angebote bleiben bestehen. Bitte laden Sie einen gültigen Nachweis hoch.`
    : 'Bitte laden Sie einen gültigen Nachweis hoch.';
  return {
    an: an.email,
    betreff: inhalt`Nachweis abgelehnt: ${NACHWEIS_LABEL[nachweis.art]}`,
    inhalt: inhalt`${begruessung(an)}\n\nder Nachweis „${name}“ der ${firma} wurde vom Administrator abgelehnt.\n\nBegründung: ${begruendung}\n\n${folge}\n\n${knopf('Zu Ihren Nachweisen', url)}${gruss}`,
  };
}
