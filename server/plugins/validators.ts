import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { withDateTimeFormats } from './dateTimeFormats';
import { mitGanzzahlText } from './ganzzahlText';

// verbose: a format error carries the value, so its message can tell a wrong shape from a day that does not exist.
const gemeinsam: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false, verbose: true };

/**
 * Query strings, paths and headers arrive as text and are converted to the schema's types (repeated
 * parameters to arrays), an integer only when written as digits without a leading zero (ganzzahlText.ts). A JSON
 * body is taken as sent: `"message": 42` is a wrong type, not a text "42".
 */
export const textValidator = withDateTimeFormats(new Ajv({ ...gemeinsam, coerceTypes: 'array' }));
export const bodyValidator = withDateTimeFormats(new Ajv({ ...gemeinsam, coerceTypes: false }));

const kompiliert = new Map<string, ReturnType<FastifySchemaCompiler<object>>>();

/**
 * Ajv knows a schema it compiled by the object, and the routes build theirs afresh for every app: compiled once per
 * text instead, every app of the process shares the functions (the tests build some 250 apps, 300 schemas each).
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const teil = httpPart === 'body' ? 'body' : 'text';
  const schluessel = `${teil} ${JSON.stringify(schema)}`;
  let pruefung = kompiliert.get(schluessel);
  if (!pruefung) {
    pruefung = teil === 'body' ? bodyValidator.compile(schema) : mitGanzzahlText(schema, textValidator.compile(schema));
    kompiliert.set(schluessel, pruefung);
  }
  return pruefung;
};
