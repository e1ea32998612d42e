import type { Kysely } from 'kysely';
import type { DashboardAntwort } from '../../src/domain/api/ausschreibungListe';
import { STATUS_LABEL, SPARTE_LABEL, type AusschreibungStatus, type Sparte } from '../../src/domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { alsDatumZeit } from './zeit';

/** The administrator's overview: tenders per status and Sparte, accounts, the next offer deadlines. */
export async function dashboard(db: Kysely<Database>, clock: Clock): Promise<DashboardAntwort> {
  const [proStatus, proSparte, kunden, evus, fristen] = await Promise.all([
    db.selectFrom('ausschreibung').select(['status', (eb) => eb.fn.countAll<number>().as('anzahl')]).groupBy('status').execute(),
    db.selectFrom('ausschreibung').select(['sparte', (eb) => eb.fn.countAll<number>().as('anzahl')]).groupBy('sparte').execute(),
    db.selectFrom('kunde').select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
    db.selectFrom('evu').select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
    db
      .selectFrom('ausschreibung')
      .select(['id', 'nummer', 'bezeichnung', 'sparte', 'angebotsfrist'])
      .where('status', '=', 1)
      .where('angebotsfrist', '>', clock.now())
      .orderBy('angebotsfrist')
      .limit(5)
      .execute(),
  ]);
  const anzahlStatus = new Map(proStatus.map((r) => [r.status, Number(r.anzahl)]));
  const anzahlSparte = new Map(proSparte.map((r) => [r.sparte, Number(r.anzahl)]));
  return {
    proStatus: (Object.keys(STATUS_LABEL).map(Number) as AusschreibungStatus[]).map((status) => ({
      status,
      label: STATUS_LABEL[status],
      anzahl: anzahlStatus.get(status) ?? 0,
    })),
    proSparte: (Object.keys(SPARTE_LABEL).map(Number) as Sparte[]).map((typ) => ({
      typ,
      label: SPARTE_LABEL[typ],
      anzahl: anzahlSparte.get(typ) ?? 0,
    })),
    gesamt: [...anzahlStatus.values()].reduce((a, b) => a + b, 0),
    anzahlKunden: Number(kunden.anzahl),
    anzahlEvus: Number(evus.anzahl),
    naechsteFristen: fristen.map((f) => ({
      id: f.id,
      nummer: f.nummer,
      bezeichnung: f.bezeichnung,
      typ: f.sparte,
      angebotsfrist: alsDatumZeit(f.angebotsfrist),
    })),
  };
}
