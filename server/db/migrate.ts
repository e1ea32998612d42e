import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_domain';
import * as m0002 from './migrations/0002_listenindizes';
import * as m0003 from './migrations/0003_kontosperre';
import * as m0004 from './migrations/0004_ratenlimit';
import * as m0005 from './migrations/0005_lastgang';
import * as m0006 from './migrations/0006_auktion';
import * as m0007 from './migrations/0007_vergabe';
import * as m0008 from './migrations/0008_listenzaehler';
import * as m0009 from './migrations/0009_volltextsuche';
import * as m0010 from './migrations/0010_sortierindizes';
import * as m0011 from './migrations/0011_listenspalten';
import * as m0012 from './migrations/0012_suchtext_einmal';
import * as m0013 from './migrations/0013_kundenname_sperre';
import * as m0014 from './migrations/0014_statusfrist_sparte';
import * as m0015 from './migrations/0015_suchtext_klein';
import * as m0016 from './migrations/0016_stillhaltefrist_pflicht';
import * as m0017 from './migrations/0017_zweiter_faktor_wiederherstellung';
import * as m0018 from './migrations/0018_auktion_stroeme';
import * as m0019 from './migrations/0019_bieterfragen_pflege';
import * as m0023 from './migrations/0023_angebot_anhang';
import * as m0024 from './migrations/0024_ruege_aufhebung';
import * as m0025 from './migrations/0025_benachrichtigungen';
import * as m0026 from './migrations/0026_zulassung';
import * as m0027 from './migrations/0027_gebot_bestaetigt';
import * as m0028 from './migrations/0028_schwellenwerte';
import * as m0029 from './migrations/0029_aktueller_vertrag';

/** Migrations are imported statically so the server runs the same from source and from a bundle. */
const migrations: Record<string, Migration> = {
  '0001_domain': m0001,
  '0002_listenindizes': m0002,
  '0003_kontosperre': m0003,
  '0004_ratenlimit': m0004,
  '0005_lastgang': m0005,
  '0006_auktion': m0006,
  '0007_vergabe': m0007,
  '0008_listenzaehler': m0008,
  '0009_volltextsuche': m0009,
  '0010_sortierindizes': m0010,
  '0011_listenspalten': m0011,
  '0012_suchtext_einmal': m0012,
  '0013_kundenname_sperre': m0013,
  '0014_statusfrist_sparte': m0014,
  '0015_suchtext_klein': m0015,
  '0016_stillhaltefrist_pflicht': m0016,
  '0017_zweiter_faktor_wiederherstellung': m0017,
  '0018_auktion_stroeme': m0018,
  '0019_bieterfragen_pflege': m0019,
  '0023_angebot_anhang': m0023,
  '0024_ruege_aufhebung': m0024,
  '0025_benachrichtigungen': m0025,
  '0026_zulassung': m0026,
  '0027_gebot_bestaetigt': m0027,
  '0028_schwellenwerte': m0028,
  '0029_aktueller_vertrag': m0029,
};

class StatischeMigrationen implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** The migrations this code knows that the database has not run (another instance's newer code may have run more). */
export async function offeneMigrationen(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StatischeMigrationen() });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migriere(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StatischeMigrationen() });
  const { error, results } = await migrator.migrateToLatest();
  const fehlgeschlagen = results?.find((r) => r.status === 'Error');
  if (error || fehlgeschlagen) {
    throw new Error(`Migration ${fehlgeschlagen?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
}
