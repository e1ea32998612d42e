import { KindGuard, OptionalKind, Type, type Static, type TArray, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** The read-only fields of an answer: what it has beyond the input, each optional. */
type NurLesbar<E extends TProperties, A extends TProperties> = { [K in Exclude<keyof A, keyof E>]: TOptional<A[K]> };
/** The writable fields of the input; an object or list the answer also has may carry the answer's read-only fields. */
type Schreibbar<E extends TProperties, A extends TProperties> = {
  [K in keyof E]: K extends keyof A ? (E[K] extends { [OptionalKind]: 'Optional' } ? TOptional<TRueckgabe<E[K], A[K]>> : TRueckgabe<E[K], A[K]>) : E[K];
};

export type TRueckgabe<E extends TSchema, A extends TSchema> =
  E extends TObject<infer EP>
    ? A extends TObject<infer AP>
      ? TObject<Schreibbar<EP, AP> & NurLesbar<EP, AP>>
      : E
    : E extends TArray<infer EI>
      ? A extends TArray<infer AI>
        ? TArray<TRueckgabe<EI, AI>>
        : E
      : E;

function rueckgabe(eingabe: TSchema, antwort: TSchema): TSchema {
  if (KindGuard.IsObject(eingabe) && KindGuard.IsObject(antwort)) {
    const felder: TProperties = {};
    for (const [name, schema] of Object.entries(eingabe.properties)) {
      felder[name] = Object.hasOwn(antwort.properties, name) ? rueckgabe(schema, antwort.properties[name]!) : schema;
    }
    for (const [name, schema] of Object.entries(antwort.properties)) {
      if (!Object.hasOwn(felder, name)) felder[name] = Type.Optional({ ...schema, readOnly: true });
    }
    // The input's own keywords stay (additionalProperties: false, its required fields; a modifier such as Optional).
    return { ...eingabe, properties: felder };
  }
  if (KindGuard.IsArray(eingabe) && KindGuard.IsArray(antwort)) return { ...eingabe, items: rueckgabe(eingabe.items, antwort.items) };
  return eingabe;
}

/**
 * The body of a PUT: what the client read (the GET answer `antwort`, an object or a list of them) and sends back with its edits. The fields of
 * `eingabe` are written; every other field of the answer, at any depth (a Lieferstelle's id), is accepted as
 * optional and marked readOnly, so OpenAPI documents it; a field in neither is refused (additionalProperties of
 * the input). The service takes only the input's fields with `nurEingabe`.
 */
export function Rueckgabe<E extends TObject | TArray, A extends TObject | TArray>(eingabe: E, antwort: A): TRueckgabe<E, A> {
  // Built at run time from the two schemas; TRueckgabe states the same rules for the compiler.
  return rueckgabe(eingabe, antwort) as TRueckgabe<E, A>;
}

/**
 * The writable part of a PUT body: the fields `eingabe` names, at any depth, and nothing else, so a read-only
 * value (a changed status, another kundeId) can never reach an UPDATE. The body itself stays as it was.
 */
export function nurEingabe<E extends TSchema>(eingabe: E, koerper: Static<E>): Static<E> {
  // Clean only removes what the schema does not name: a value of the schema's type stays one.
  return Value.Clean(eingabe, Value.Clone(koerper)) as Static<E>;
}
