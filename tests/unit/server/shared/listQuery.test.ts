import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SortDirection } from '../../../../domain/api/liste';
import { paginate, orderList, orderingAndPaging, type ListOrder } from '../../../../server/shared/listQuery';

// Kysely's own way to compile queries without a database: the SQL text is what this helper decides.
type Db = { person: { id: number; name: string } };
const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const sortierung: ListOrder<Db & { p: Db['person'] }, 'p'> = {
  spalten: { name: (eb) => eb.fn('lower', ['p.name']), id: (eb) => eb.ref('p.id') },
  standard: 'name',
  id: (eb) => eb.ref('p.id'),
  richtung: 'asc',
};
const abfrage = () => db.selectFrom('person as p').select('p.id');

describe('Listenabfrage', () => {
  it('ordnet nach der erlaubten Spalte und dann nach der Id in derselben Richtung', () => {
    const { sql: text } = orderList(abfrage(), { key: 'name', direction: SortDirection.Descending }, sortierung).compile();
    expect(text).toMatch(/order by lower\("p"\."name"\) desc, "p"\."id" desc$/);
  });

  it('nimmt ohne Richtung die der Liste und ohne bekannten Schlüssel die Standardspalte', () => {
    expect(orderList(abfrage(), { key: 'constructor' }, sortierung).compile().sql).toMatch(/order by lower\("p"\."name"\) asc, "p"\."id" asc$/);
    expect(orderList(abfrage(), undefined, { ...sortierung, richtung: 'desc' }).compile().sql).toMatch(/order by lower\("p"\."name"\) desc, "p"\."id" desc$/);
    expect(orderList(abfrage(), { direction: SortDirection.Ascending }, { ...sortierung, richtung: 'desc' }).compile().sql).toMatch(/asc, "p"\."id" asc$/);
  });

  it('blättert mit Seitengröße 25 als Standard und höchstens 500 Zeilen', () => {
    expect(paginate(abfrage(), undefined).compile().parameters).toEqual([25, 0]);
    expect(paginate(abfrage(), { size: 10, index: 3 }).compile().parameters).toEqual([10, 30]);
    expect(paginate(abfrage(), { size: 10_000, index: -1 }).compile().parameters).toEqual([500, 0]);
  });

  it('liest Ordnung und Seite aus den Parametern der Anfrage', () => {
    expect(orderingAndPaging({ 'request.ordering.key': 'name', 'request.ordering.direction': 2, 'request.paging.size': 5, 'request.paging.index': 1 })).toEqual({
      ordering: { key: 'name', direction: 2 },
      paging: { size: 5, index: 1 },
    });
  });
});
