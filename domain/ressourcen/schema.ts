import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { DbGanzzahl } from '../api/ganzzahl';
import { Nullbar } from '../api/nullbar';
import { ListeQuery } from '../api/liste';
import { Rueckgabe } from '../api/rueckgabe';
import type { Deklaration, Feld, Felder } from './deklaration';

/** One field's schema, titled with its label; an optional field also takes null. */
function feldSchema(f: Feld): TSchema {
  const titel = { title: f.label };
  switch (f.art) {
    case 'datum': {
      // A day of the years 1900–2999: a validity period, not a historical date (year 0000 is a typo).
      const tag = { format: 'date', pattern: '^(19|2[0-9])[0-9]{2}-', ...titel };
      return f.pflicht ? Type.String(tag) : Nullbar(tag);
    }
    case 'auswahl': {
      const werte = f.werte.map((w) => w.value);
      return Type.Unsafe<string | null>({ type: f.pflicht ? 'string' : ['string', 'null'], enum: f.pflicht ? werte : [...werte, null], ...titel });
    }
    case 'euro': {
      const regeln = { minimum: f.min, maximum: f.max, ...titel, description: 'volle Euro, netto' };
      return f.pflicht ? Type.Integer(regeln) : Type.Unsafe<number | null>({ type: ['integer', 'null'], ...regeln });
    }
    case 'text':
      return f.pflicht ? Type.String({ maxLength: f.maxLength, ...titel }) : Nullbar({ maxLength: f.maxLength, ...titel });
  }
}

const { 'request.ordering.key': _key, ...OrdnungUndSeite } = ListeQuery.properties;

/**
 * The schemas of a declared resource's API: the values a POST sends (`eingabe`), the stored record a GET answers
 * (`datensatz`: id, version and the values), the PUT body (the record as read, with its values changed — id is
 * read-only, `version` names what the change was made from) and the list's query.
 */
export function schemasVon<F extends Felder>(d: Deklaration<F>) {
  const felder = Object.fromEntries(Object.entries(d.felder).map(([name, f]) => [name, feldSchema(f)]));
  const eingabe: TObject = Type.Object(felder, { additionalProperties: false });
  const datensatz: TObject = Type.Object({ id: DbGanzzahl, version: DbGanzzahl, ...felder }, { additionalProperties: false });
  const aenderung = Rueckgabe(Type.Object({ ...felder, version: DbGanzzahl }, { additionalProperties: false }), datensatz);
  // A selection filter takes one or more of its values (the query repeats the parameter).
  const filter = Object.fromEntries(
    d.filter.map((name) => {
      const feld = d.felder[name]!;
      const anzahl = feld.art === 'auswahl' ? feld.werte.length : 1;
      return [`request.filter.${name}`, Type.Optional(Type.Array(feldSchema({ ...feld, pflicht: true }), { maxItems: anzahl }))];
    }),
  );
  const query = Type.Object(
    {
      ...filter,
      ...(d.zeitraum ? { 'request.filter.stichtag': Type.Optional(Type.String({ format: 'date', description: 'nur Einträge, die an diesem Tag gelten' })) } : {}),
      'request.ordering.key': Type.Optional(Type.Union(['id', ...d.sortierung.schluessel].map((k) => Type.Literal(k)))),
      ...OrdnungUndSeite,
    },
    { additionalProperties: false },
  );
  return { eingabe, datensatz, aenderung, query };
}
