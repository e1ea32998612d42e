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

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyValidator.compile(schema) : mitGanzzahlText(schema, textValidator.compile(schema));
