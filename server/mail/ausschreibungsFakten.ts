import type { Kysely } from 'kysely';
import { Sparte, SPARTE_LABEL } from '../../domain/ausschreibung';
import { formatKwh, formatUhrzeit, formatZahl } from '../../domain/format';
import type { Database } from '../db/schema';
import { fakten, type Fakten } from './mailInhalt';

/** What a supplier needs to decide at a glance whether to price a tender. */
export interface AusschreibungsFakten {
  id: number;
  nummer: string;
  bezeichnung: string;
  sparte: Sparte;
  angebotsfrist: number;
  lieferstellen: number;
  jahresverbrauchKwh: number;
}

export async function ladeAusschreibungsFakten(db: Kysely<Database>, id: number): Promise<AusschreibungsFakten> {
  const a = await db
    .selectFrom('ausschreibung as a')
    .select(['a.id', 'a.nummer', 'a.bezeichnung', 'a.sparte', 'a.angebotsfrist'])
    .select((eb) => [
      eb.selectFrom('lieferstelle as l').select((s) => s.fn.countAll<number>().as('n')).whereRef('l.ausschreibung_id', '=', 'a.id').as('lieferstellen'),
      eb.selectFrom('lieferstelle as l').select((s) => s.fn.sum<number>('l.jahresverbrauch_kwh').as('s')).whereRef('l.ausschreibung_id', '=', 'a.id').as('jahresverbrauch'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: a.id,
    nummer: a.nummer,
    bezeichnung: a.bezeichnung,
    sparte: a.sparte as Sparte,
    angebotsfrist: Number(a.angebotsfrist),
    lieferstellen: Number(a.lieferstellen ?? 0),
    jahresverbrauchKwh: Number(a.jahresverbrauch ?? 0),
  };
}

/** The key facts of invitation and reminder: Sparte, Lieferstellen, Jahresverbrauch, Angebotsfrist in German time. */
export function ausschreibungsFakten(a: AusschreibungsFakten): Fakten {
  return fakten([
    ['Ausschreibung', `${a.nummer} „${a.bezeichnung}“`],
    ['Sparte', SPARTE_LABEL[a.sparte]],
    ['Lieferstellen', formatZahl(a.lieferstellen)],
    ['Jahresverbrauch', formatKwh(a.jahresverbrauchKwh)],
    ['Angebotsfrist', formatUhrzeit(a.angebotsfrist)],
  ]);
}
