import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { istAdministrator } from '../shared/expressions';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;

/** The three resources of the administrator's people management. */
export type PersonenArt = 'kunde' | 'evu' | 'administrator';

/** The account behind a record of one of the resources. */
export interface Konto {
  art: PersonenArt;
  /** the record id: a Kunde's or EVU's profile id, an administrator's account id */
  id: number;
  benutzerId: number;
  login: string;
  email: string;
  vorname: string;
  nachname: string;
  roles: string;
  active: number;
  gesperrt: number;
  passwordChangeRequired: number;
}

export const NICHT_GEFUNDEN: Record<PersonenArt, string> = {
  kunde: 'Der Kunde wurde nicht gefunden.',
  evu: 'Das EVU wurde nicht gefunden.',
  administrator: 'Der Administrator wurde nicht gefunden.',
};

const hatAdministratorRolle = (roles: string) => roles.split(',').some((r) => r.trim() === 'Administrator');

/**
 * The account of a record, or 404. With `sperren` the account row stays locked until the transaction ends
 * (PostgreSQL; SQLite runs one writing transaction at a time anyway), so checks and the change see one state.
 */
export async function findeKonto(db: Db, art: PersonenArt, id: number, sperren?: DialectName): Promise<Konto> {
  const konten = db
    .selectFrom('benutzer as b')
    .select(['b.id as benutzerId', 'b.login', 'b.email', 'b.vorname', 'b.nachname', 'b.roles', 'b.active', 'b.gesperrt', 'b.password_change_required'])
    .$if(sperren === 'postgres', (q) => q.forUpdate());
  const row =
    art === 'administrator'
      ? await konten.select('b.id').where('b.id', '=', id).where(istAdministrator).executeTakeFirst()
      : art === 'kunde'
        ? await konten.innerJoin('kunde as p', 'p.benutzer_id', 'b.id').select('p.id').where('p.id', '=', id).executeTakeFirst()
        : await konten.innerJoin('evu as p', 'p.benutzer_id', 'b.id').select('p.id').where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new NichtGefunden(NICHT_GEFUNDEN[art]);
  const { password_change_required, ...rest } = row;
  return { ...rest, art, passwordChangeRequired: password_change_required };
}

/**
 * An administrator may not lock or delete their own account, nor the last active administrator: someone must be
 * able to sign in to the back office afterwards. On PostgreSQL the active administrators' rows are locked first,
 * so two administrators locking each other at the same moment cannot both succeed.
 */
export async function pruefeVerbleibendeAdministratoren(trx: Db, dialect: DialectName, konto: Konto, wer: Handelnder, tat: 'sperren' | 'loeschen'): Promise<void> {
  if (konto.benutzerId === wer.id) {
    throw new Regelverletzung(tat === 'sperren' ? 'Sie können Ihr eigenes Konto nicht sperren.' : 'Sie können Ihr eigenes Konto nicht löschen.');
  }
  if (!hatAdministratorRolle(konto.roles)) return;
  const aktive = await trx
    .selectFrom('benutzer as b')
    .select('b.id')
    .where(istAdministrator)
    .where('b.active', '=', 1)
    .where('b.gesperrt', '=', 0)
    .orderBy('b.id')
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .execute();
  if (!aktive.some((a) => a.id !== konto.benutzerId)) {
    throw new Regelverletzung(
      tat === 'sperren' ? 'Der letzte aktive Administrator kann nicht gesperrt werden.' : 'Der letzte aktive Administrator kann nicht gelöscht werden.',
    );
  }
}
