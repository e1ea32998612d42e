import fc from 'fast-check';

/** The part of JSON schema the routes' TypeBox schemas use. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  const?: unknown;
  /** OpenAPI's form of a literal (the document turns `const` into a one-value enum) */
  enum?: unknown[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

/** Names Object.prototype knows: a plain object used as a lookup table finds them. */
export const PROTOTYP_NAMEN = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];

/** Instants at the edge of existing: leap second, 29 February of a common and of a leap year, hour 24, offsets … */
const ZEITPUNKT_RAENDER = [
  '2027-06-30T23:59:60Z',
  '2027-12-31T23:59:60+00:00',
  '2027-02-29T12:00:00Z',
  '2028-02-29T12:00:00Z',
  '2027-06-30T24:00:00Z',
  '2027-06-30T12:00:00+01',
  '2027-06-30T12:00:00+0100',
  '2027-03-28T02:30:00+01:00',
  '2027-10-31T02:30:00.123456789+02:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];
const DATUM_RAENDER = ['2027-02-29', '2028-02-29', '2027-13-01', '2027-04-31', '2027-00-10', '2027-06-00', '0000-01-01', '9999-12-31', '2027-03-28', '2027-10-31'];
const TEXT_RAENDER = ['', ' ', ...PROTOTYP_NAMEN];

const typen = (s: Schema) => [s.type ?? []].flat();

/**
 * Values of a schema's shape, valid but for an edge value here and there that a careless server trips over:
 * prototype names as texts and as keys, empty texts, null where nullable, days and instants that do not exist,
 * the limits of numbers. A field takes an edge value with a chance of one in the number of fields, so a body
 * usually carries none or one of them and otherwise gets past the schema to the rules and the database.
 */
export function schemaWerte(schema: Schema): fc.Arbitrary<unknown> {
  return werte(schema, 1 / Math.max(felder(schema), 2), 0);
}

/** How many values a body of this schema is made of (a list counts its entries' fields once). */
function felder(s: Schema): number {
  if (s.anyOf) return Math.max(...s.anyOf.map(felder));
  if (s.properties) return Object.values(s.properties).reduce((n, f) => n + felder(f), 0);
  if (s.items) return felder(s.items);
  return 1;
}

function werte(schema: Schema, rand: number, tiefe: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => werte(s, rand, tiefe)));
  const arten = typen(schema);
  if (arten.length > 1) return fc.oneof(...arten.map((type) => werte({ ...schema, type }, rand, tiefe)));
  switch (arten[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return zahlen(schema, arten[0] === 'integer', rand);
    case 'string':
      return mitRand(texte(schema), textRaender(schema), rand);
    case 'array': {
      const items = schema.items ? werte(schema.items, rand, tiefe + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3) });
    }
    case 'object':
      return objekte(schema, rand, tiefe);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function mitRand<T>(gueltig: fc.Arbitrary<T>, raender: fc.Arbitrary<T>, rand: number): fc.Arbitrary<T> {
  const gewicht = Math.round((1 / rand - 1) * 4);
  return fc.oneof({ arbitrary: gueltig, weight: gewicht }, { arbitrary: raender, weight: 4 });
}

/** A date field mostly gets a day or instant that does not exist, any text field a prototype name or nothing. */
function textRaender(s: Schema): fc.Arbitrary<string> {
  const allgemein = fc.constantFrom(...TEXT_RAENDER);
  if (s.format === 'date') return fc.oneof({ arbitrary: fc.constantFrom(...DATUM_RAENDER), weight: 3 }, allgemein);
  if (s.format === 'date-time') return fc.oneof({ arbitrary: fc.constantFrom(...ZEITPUNKT_RAENDER), weight: 3 }, allgemein);
  return allgemein;
}

function texte(s: Schema): fc.Arbitrary<string> {
  const laenge = (t: string) => t.length >= (s.minLength ?? 0) && t.length <= (s.maxLength ?? Infinity);
  if (s.format === 'date') return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress().filter((e) => laenge(e) && /^[^@]+@[^@]+\.[a-z]+$/i.test(e));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(laenge);
  return fc.string({ unit: 'grapheme', minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

/** Numbers in range, small ones often (a version, a count), now and then one at the edge. */
function zahlen(s: Schema, ganz: boolean, rand: number): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e300;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e300;
  const schritt = s.multipleOf ?? 1;
  const vielfache = (von: number, bis: number) => fc.integer({ min: Math.ceil(von / schritt), max: Math.floor(bis / schritt) }).map((k) => k * schritt);
  const imBereich =
    ganz || s.multipleOf
      ? fc.oneof(vielfache(Math.max(min, -(2 ** 40)), Math.min(max, 2 ** 40)), vielfache(Math.max(min, 0), Math.min(max, Math.max(min, 0) + 10 * schritt)))
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const gueltig = imBereich.filter((z) => z !== s.exclusiveMinimum && z !== s.exclusiveMaximum);
  const raender = zahlenRaender(s, ganz);
  return raender.length ? mitRand(gueltig, fc.constantFrom(...raender), rand) : gueltig;
}

/** The numbers at the edge that the schema still admits: its limits, 2³¹ (past a 4-byte integer), 2⁵³ − 1, 1e300, the smallest double. */
function zahlenRaender(s: Schema, ganz: boolean): number[] {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e300;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e300;
  return [min, max, 0, -1, 2 ** 31, 2 ** 53 - 1, 1e300, 5e-324].filter(
    (z) => z >= min && z <= max && z !== s.exclusiveMinimum && z !== s.exclusiveMaximum && (!ganz || Number.isInteger(z)) && Number.isInteger(z / (s.multipleOf ?? 1)),
  );
}

function objekte(s: Schema, rand: number, tiefe: number): fc.Arbitrary<Record<string, unknown>> {
  const pflicht = new Set(s.required ?? []);
  const eigene = Object.entries(s.properties ?? {}).map(([name, feld]) => {
    const paar = werte(feld, rand, tiefe + 1).map((wert): [string, unknown] => [name, wert]);
    return pflicht.has(name) ? paar : fc.option(paar, { nil: undefined, freq: 4 });
  });
  // Prototype names as keys, now and then: where the schema admits more fields they reach the server's code,
  // elsewhere the refusal must name them (a lookup table of field errors would find Object.prototype's members).
  const gewicht = s.additionalProperties === false ? Math.round(1 / rand) : 3;
  const fremde =
    tiefe < 3
      ? fc.oneof({ arbitrary: fc.constant([]), weight: gewicht }, fc.array(fc.tuple(fc.constantFrom(...PROTOTYP_NAMEN), fc.jsonValue({ maxDepth: 1 })), { minLength: 1, maxLength: 2 }))
      : fc.constant([]);
  // Object.fromEntries defines `__proto__` as an own field, the way JSON.parse sees it, not as the prototype.
  return fc.tuple(fc.tuple(...eigene), fremde).map(([paare, extra]) => Object.fromEntries([...paare.filter((p) => p !== undefined), ...extra]));
}

type Pfad = (string | number)[];
/** `undefined` stands for a field left out. */
export interface RandStelle {
  pfad: Pfad;
  raender: unknown[];
}

/** What of `wert` the schema describes: a record as read, cut down to the fields the input takes. */
export function nachSchema(wert: unknown, schema: Schema): unknown {
  if (Array.isArray(wert)) return schema.items ? wert.map((w) => nachSchema(w, schema.items!)) : wert;
  if (typeof wert !== 'object' || wert === null || !schema.properties) return wert;
  return Object.fromEntries(Object.entries(wert).filter(([k]) => Object.hasOwn(schema.properties!, k)).map(([k, w]) => [k, nachSchema(w, schema.properties![k]!)]));
}

/**
 * Every place in a valid value where an edge value can go, with the values for it: a field left out when the
 * schema makes it optional, null where nullable, an empty text and prototype names, days and instants that do
 * not exist, the limits of numbers; and in every object a field named after a member of Object.prototype.
 * A list's first entry stands for all of its entries.
 */
export function randStellen(wert: unknown, schema: Schema, pfad: Pfad = [], optional = false): RandStelle[] {
  if (Array.isArray(wert) && schema.items) return wert.length ? randStellen(wert[0], schema.items, [...pfad, 0]) : [];
  if (typeof wert === 'object' && wert !== null && schema.properties) {
    const pflicht = new Set(schema.required ?? []);
    const felder = Object.entries(schema.properties).flatMap(([k, feld]) => (k in wert ? randStellen((wert as Record<string, unknown>)[k], feld, [...pfad, k], !pflicht.has(k)) : []));
    // One more field named like a member of Object.prototype (the JSON parser's case, a method, an own-check).
    const fremde = ['__proto__', 'constructor', 'toString'].filter((k) => !Object.hasOwn(schema.properties!, k)).map((k): RandStelle => ({ pfad: [...pfad, k], raender: [k] }));
    return [...felder, ...fremde];
  }
  const zweige = (schema.anyOf ?? [schema]).flatMap((z) => typen(z).map((type) => ({ ...z, type })));
  const raender = [
    ...(optional ? [undefined] : []),
    ...(zweige.some((z) => z.type === 'null') ? [null] : []),
    ...zweige.flatMap((z): unknown[] => {
      if (z.type === 'string') return ['', '__proto__', 'constructor', ...(z.format === 'date' ? DATUM_RAENDER : []), ...(z.format === 'date-time' ? ZEITPUNKT_RAENDER : [])];
      if (z.type === 'integer' || z.type === 'number') return zahlenRaender(z, z.type === 'integer');
      return [];
    }),
  ];
  return raender.length ? [{ pfad, raender: [...new Set(raender)] }] : [];
}

/** A copy of `wert` with the edge value at the place (a field set to undefined is left out). */
export function mitRandwert(wert: unknown, { pfad }: RandStelle, randwert: unknown): unknown {
  const kopie = structuredClone(wert) as Record<string | number, unknown>;
  if (pfad.length === 0) return randwert;
  let ziel = kopie;
  for (const teil of pfad.slice(0, -1)) ziel = (ziel[teil] ?? {}) as Record<string | number, unknown>;
  const letzter = pfad[pfad.length - 1]!;
  if (randwert === undefined) delete ziel[letzter];
  else Object.defineProperty(ziel, letzter, { value: randwert, enumerable: true, writable: true, configurable: true });
  return kopie;
}
