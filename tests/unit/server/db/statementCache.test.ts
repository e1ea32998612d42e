import Sqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../../server/db/statementCache';

describe('withStatementCache', () => {
  let roh: Sqlite.Database;
  let vorbereitet: string[];
  const zaehlend = () => ({
    close: () => roh.close(),
    prepare: (sql: string) => {
      vorbereitet.push(sql);
      return roh.prepare(sql);
    },
  });

  beforeEach(() => {
    roh = new Sqlite(':memory:');
    roh.exec("create table t (id integer primary key, name text); insert into t (name) values ('x'), ('x'), ('x')");
    vorbereitet = [];
  });
  afterEach(() => roh.open && roh.close());

  it('prepares a statement once and runs it again with new parameters', () => {
    const db = withStatementCache(zaehlend());
    expect(db.prepare('select id from t where id = ?').all([1])).toEqual([{ id: 1 }]);
    expect(db.prepare('select id from t where id = ?').all([2])).toEqual([{ id: 2 }]);
    expect(db.prepare('update t set name = ? where id = ?').run(['y', 3]).changes).toBe(1);
    expect(vorbereitet).toEqual(['select id from t where id = ?', 'update t set name = ? where id = ?']);
  });

  it('gives a query of its own statement while the cached one still iterates a streamed result', () => {
    const db = withStatementCache(zaehlend());
    const sql = 'select id from t order by id';
    const strom = db.prepare(sql).iterate([]);
    expect(strom.next().value).toEqual({ id: 1 });
    expect(db.prepare(sql).all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...strom]).toEqual([{ id: 2 }, { id: 3 }]);
    expect(vorbereitet).toEqual([sql, sql]);
    // Iterated to the end, the cached statement serves again.
    db.prepare(sql).all([]);
    expect(vorbereitet).toHaveLength(2);
  });

  it('lets the least recently used statement go when full', () => {
    const db = withStatementCache(zaehlend(), 2);
    for (const sql of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2']) db.prepare(sql).all([]);
    // "select 2" was the least recently used when "select 3" came, so it is prepared again; "select 1" never is.
    expect(vorbereitet).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('closes the database', () => {
    withStatementCache(zaehlend()).close();
    expect(roh.open).toBe(false);
  });
});
