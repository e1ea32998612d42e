import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import { protokolliereEinladungen } from '../ausschreibung/einladungsProtokoll';
import { findeKonto, pruefeVerbleibendeAdministratoren, type Konto, type PersonenArt } from './konto.queries';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;

const zaehle = async (zeile: Promise<{ n: unknown }>) => Number((await zeile).n);
const anzahl = (n: number, einzahl: string, mehrzahl: string) => `${n} ${n === 1 ? einzahl : mehrzahl}`;
/** "…, die erhalten bleiben müssen" with the relative pronoun of the singular noun. */
const bleibt = (n: number, pronomen: 'die' | 'das') => (n === 1 ? `${pronomen} erhalten bleiben muss` : 'die erhalten bleiben müssen');
const STATT_LOESCHEN = 'Sie können das Konto stattdessen sperren.';

/**
 * Deletes an account with its profile, sessions, factors and tokens. What others rely on stays: a Kunde with
 * tenders, an EVU with offers or with invitations to released tenders, an account whose uploaded documents
 * belong to tenders cannot be deleted (400 naming each reason). The audit trail keeps the account's history.
 */
export class PersonenAdminLoeschenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly dialect: DialectName,
  ) {}

  async loesche(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // A Kunde's or EVU's row stays locked (PostgreSQL) so no tender or offer can start referring to it meanwhile;
      // an administrator's row is locked with the other administrators' rows in one order, which cannot deadlock.
      const konto = await findeKonto(trx, art, id, art === 'administrator' ? undefined : this.dialect);
      await pruefeVerbleibendeAdministratoren(trx, this.dialect, konto, wer, 'loeschen');
      const gruende = await this.hindernisse(trx, konto);
      if (gruende.length) throw new Regelverletzung(`Der Eintrag kann nicht gelöscht werden. ${gruende.join(' ')} ${STATT_LOESCHEN}`);

      if (art === 'evu') await this.entferneEinladungen(trx, konto.id, wer);
      await trx.updateTable('einladung').set({ eingeladen_von: null }).where('eingeladen_von', '=', konto.benutzerId).execute();
      await trx.deleteFrom('sitzung_token').where('sitzung_id', 'in', trx.selectFrom('sitzung').select('id').where('benutzer_id', '=', konto.benutzerId)).execute();
      await trx.deleteFrom('sitzung').where('benutzer_id', '=', konto.benutzerId).execute();
      await trx.deleteFrom('second_factor').where('benutzer_id', '=', konto.benutzerId).execute();
      await trx.deleteFrom('member_token').where('benutzer_id', '=', konto.benutzerId).execute();
      if (art !== 'administrator') await trx.deleteFrom(art).where('id', '=', konto.id).execute();
      await trx.deleteFrom('benutzer').where('id', '=', konto.benutzerId).execute();
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'konto_geloescht',
        entitaet: 'benutzer',
        entitaetId: konto.benutzerId,
        vorher: { art, id: konto.id, login: konto.login, email: konto.email, vorname: konto.vorname, nachname: konto.nachname, roles: konto.roles },
        ipAddress: wer.ipAddress,
      });
    });
  }

  private async hindernisse(trx: Db, konto: Konto): Promise<string[]> {
    const gruende: string[] = [];
    if (konto.art === 'kunde') {
      const n = await zaehle(trx.selectFrom('ausschreibung').where('kunde_id', '=', konto.id).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
      if (n) gruende.push(`Der Kunde hat ${anzahl(n, 'Ausschreibung', 'Ausschreibungen')}, ${bleibt(n, 'die')}.`);
    }
    let angebote = 0;
    if (konto.art === 'evu') {
      angebote = await zaehle(trx.selectFrom('angebot').where('evu_id', '=', konto.id).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
      if (angebote) gruende.push(`Das EVU hat ${anzahl(angebote, 'Angebot', 'Angebote')} abgegeben, ${bleibt(angebote, 'das')}.`);
      // Before the release an invitation is only a draft the administrator may change; afterwards the EVU was told.
      const eingeladen = await zaehle(
        trx.selectFrom('einladung as e').innerJoin('ausschreibung as a', 'a.id', 'e.ausschreibung_id').where('e.evu_id', '=', konto.id).where('a.status', '>=', AusschreibungStatus.Aktiv).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      );
      if (eingeladen) gruende.push(`Das EVU ist zu ${anzahl(eingeladen, 'freigegebenen Ausschreibung', 'freigegebenen Ausschreibungen')} eingeladen.`);
    }
    const dokumente = await zaehle(trx.selectFrom('dokument').where('uploaded_by', '=', konto.benutzerId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
    if (dokumente) gruende.push(`Das Konto hat ${anzahl(dokumente, 'Dokument', 'Dokumente')} hochgeladen, ${bleibt(dokumente, 'das')}.`);
    if (!angebote && (await zaehle(trx.selectFrom('angebot_version').where('erstellt_von', '=', konto.benutzerId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()))) {
      gruende.push('Das Konto hat Angebote erfasst, die erhalten bleiben müssen.');
    }
    return gruende;
  }

  /** Invitations to tenders still in review go with the EVU; each tender's history records the change. */
  private async entferneEinladungen(trx: Db, evuId: number, wer: Handelnder): Promise<void> {
    const betroffen = await trx.selectFrom('einladung').select('ausschreibung_id').where('evu_id', '=', evuId).execute();
    for (const { ausschreibung_id } of betroffen) {
      const bisher = (await trx.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', ausschreibung_id).orderBy('evu_id').execute()).map((r) => r.evu_id);
      await trx.deleteFrom('einladung').where('ausschreibung_id', '=', ausschreibung_id).where('evu_id', '=', evuId).execute();
      await protokolliereEinladungen(trx, this.clock, wer, ausschreibung_id, { bisher, neu: bisher.filter((e) => e !== evuId) });
    }
  }
}
