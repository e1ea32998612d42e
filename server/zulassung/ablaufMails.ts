import { formatDatum } from '../../domain/format';
import { NACHWEIS_LABEL, type Nachweis } from '../../domain/zulassung/nachweise';
import { nachweisMitDatum, type AbgelaufeneAnforderung } from '../../domain/zulassung/ablauf';
import { begruessung, type Adressat } from '../mail/anrede';
import { fakten, inhalt, knopf, type MailInhalt, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

/** The EVU's page of its Zulassung and proofs. */
export const EVU_ZULASSUNG_PFAD = '/evu/zulassung';

/** The EVU's page in the back office. */
export const adminEvuPfad = (evuId: number) => `/administrator/evu/${evuId}/show`;

export interface AblaufenderNachweis {
  art: Nachweis;
  gueltigBis: string;
  /** days from today to the last valid day */
  tage: number;
}

const nochTage = (tage: number) => (tage === 0 ? 'heute zum letzten Mal' : tage === 1 ? 'noch bis morgen' : `noch ${tage} Tage`);

/** 30 and 7 days before: the EVU renews its proof before its Zulassung expires. */
export function erinnerungEvuMail(an: Adressat, n: AblaufenderNachweis, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Ihr Nachweis „${NACHWEIS_LABEL[n.art]}“ läuft am ${formatDatum(n.gueltigBis)} ab`,
    inhalt: inhalt`${begruessung(an)}\n\nIhr vorgeschriebener Nachweis „${NACHWEIS_LABEL[n.art]}“ ist ${nochTage(n.tage)} gültig.\n\n${fakten([
      ['Nachweis', NACHWEIS_LABEL[n.art]],
      ['Gültig bis', formatDatum(n.gueltigBis)],
    ])}\n\nBitte laden Sie rechtzeitig einen neuen Nachweis hoch. Läuft er ab, ohne dass ein gültiger vorliegt, endet Ihre Zulassung, und Sie werden zu neuen Ausschreibungen nicht mehr eingeladen. Ihre abgegebenen Angebote bleiben davon unberührt.\n\n${knopf('Nachweis erneuern', url)}${gruss}`,
  };
}

/** The administrators learn of the same proof, to follow up with the supplier. */
export function erinnerungAdminMail(an: Adressat, firma: string, n: AblaufenderNachweis, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Nachweis von ${firma} läuft am ${formatDatum(n.gueltigBis)} ab`,
    inhalt: inhalt`${begruessung(an)}\n\nder vorgeschriebene Nachweis „${NACHWEIS_LABEL[n.art]}“ von ${firma} ist ${nochTage(n.tage)} gültig. Der Versorger wurde ebenfalls erinnert.\n\n${fakten([
      ['Versorger', firma],
      ['Nachweis', NACHWEIS_LABEL[n.art]],
      ['Gültig bis', formatDatum(n.gueltigBis)],
    ])}\n\n${knopf('Versorger im Backoffice', url)}${gruss}`,
  };
}

// One line per proof: a value is folded into one line, so the lines are joined as template text.
const liste = (abgelaufen: readonly AbgelaufeneAnforderung[]): MailInhalt =>
  abgelaufen.map((a): MailInhalt => inhalt`– ${nachweisMitDatum(a.art, a.gueltigBis)}`).reduce((bisher, zeile) => inhalt`${bisher}\n${zeile}`);

/** The Zulassung expired: the EVU learns why and what it keeps (its offers) and loses (new invitations). */
export function abgelaufenEvuMail(an: Adressat, sparten: string, abgelaufen: readonly AbgelaufeneAnforderung[], url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Ihre Zulassung für ${sparten} ist abgelaufen`,
    inhalt: inhalt`${begruessung(an)}\n\nIhre Zulassung für ${sparten} ist abgelaufen, weil ${abgelaufen.length === 1 ? inhalt`dieser vorgeschriebene Nachweis nicht mehr gültig ist` : inhalt`diese vorgeschriebenen Nachweise nicht mehr gültig sind`}:\n\n${liste(abgelaufen)}\n\nBis Sie einen gültigen Nachweis hochgeladen haben und erneut zugelassen sind, werden Sie zu neuen Ausschreibungen nicht eingeladen. Ihre bestehenden Einladungen und abgegebenen Angebote bleiben bestehen.\n\n${knopf('Nachweise erneuern', url)}${gruss}`,
  };
}

export function abgelaufenAdminMail(an: Adressat, firma: string, sparten: string, abgelaufen: readonly AbgelaufeneAnforderung[], url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Zulassung von ${firma} für ${sparten} abgelaufen`,
    inhalt: inhalt`${begruessung(an)}\n\ndie Zulassung von ${firma} für ${sparten} ist abgelaufen, weil ${abgelaufen.length === 1 ? inhalt`dieser vorgeschriebene Nachweis nicht mehr gültig ist` : inhalt`diese vorgeschriebenen Nachweise nicht mehr gültig sind`}:\n\n${liste(abgelaufen)}\n\nDer Versorger wird zu neuen Ausschreibungen erst wieder eingeladen, wenn er erneut zugelassen ist; bestehende Einladungen und Angebote bleiben.\n\n${knopf('Versorger im Backoffice', url)}${gruss}`,
  };
}
