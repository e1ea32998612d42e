import type { ErrorObject, ValidateFunction } from 'ajv';
import { GANZZAHL_TEXT } from '../../domain/api/ganzzahl';

/** The keyword of the refusal, for its German message (validationMessages.ts). */
export const GANZZAHL_KEYWORD = 'ganzzahlText';

type Schema = { type?: unknown; items?: unknown; properties?: Record<string, unknown> };

const istGanzzahl = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && (schema as Schema).type === 'integer';

/** The properties of a path, query or header schema that hold integers, each with whether it is a list. */
export function ganzzahlFelder(schema: unknown): Map<string, boolean> {
  const felder = new Map<string, boolean>();
  for (const [name, feld] of Object.entries((schema as Schema | null)?.properties ?? {})) {
    if (istGanzzahl(feld)) felder.set(name, false);
    else if ((feld as Schema).type === 'array' && istGanzzahl((feld as Schema).items)) felder.set(name, true);
  }
  return felder;
}

function fehler(pfad: string, wert: string): ErrorObject {
  return { keyword: GANZZAHL_KEYWORD, instancePath: pfad, schemaPath: '#', params: {}, message: 'integer digits only', data: wert };
}

/**
 * Whether Ajv would read `text` as a number (`text && text == +text`) although it is not written as GANZZAHL_TEXT.
 * What is no number at all (`abc`, empty) stays Ajv's to refuse, with its message for a wrong type.
 */
const andereSchreibweise = (text: string) => text !== '' && !Number.isNaN(Number(text)) && !GANZZAHL_TEXT.test(text);

/** The texts of `daten` in integer fields that are numbers written otherwise than as GANZZAHL_TEXT. */
function falscheFormen(daten: unknown, felder: Map<string, boolean>): ErrorObject[] {
  if (typeof daten !== 'object' || daten === null) return [];
  const gefunden: ErrorObject[] = [];
  for (const [name, liste] of felder) {
    const wert = (daten as Record<string, unknown>)[name];
    if (typeof wert === 'string' && andereSchreibweise(wert)) gefunden.push(fehler(`/${name}`, wert));
    // A list field may come repeated; a single field sent twice is Ajv's to refuse ("nur einmal").
    if (liste && Array.isArray(wert)) {
      wert.forEach((eintrag, i) => {
        if (typeof eintrag === 'string' && andereSchreibweise(eintrag)) gefunden.push(fehler(`/${name}/${i}`, eintrag));
      });
    }
  }
  return gefunden;
}

/**
 * The validator of a path, query or header schema that first checks how its integers are written, before Ajv
 * converts them. Keeps Ajv's `schemaEnv`, by which Fastify hands the validator the request as the parent.
 */
export function mitGanzzahlText(schema: unknown, validate: ValidateFunction): ValidateFunction {
  const felder = ganzzahlFelder(schema);
  if (felder.size === 0) return validate;
  const pruefe = ((daten: unknown, kontext?: Parameters<ValidateFunction>[1]) => {
    const falsch = falscheFormen(daten, felder);
    if (falsch.length) {
      pruefe.errors = falsch;
      return false;
    }
    const gueltig = validate(daten, kontext);
    pruefe.errors = validate.errors;
    return gueltig;
  }) as ValidateFunction;
  return Object.assign(pruefe, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}
