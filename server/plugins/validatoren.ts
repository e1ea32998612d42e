import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const gemeinsam: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

/**
 * Query strings, paths and headers arrive as text and are converted to the schema's types (repeated
 * parameters to arrays). A JSON body is taken as sent: `"message": 42` is a wrong type, not a text "42".
 */
const mitUmwandlung = addFormats.default(new Ajv({ ...gemeinsam, coerceTypes: 'array' }));
const streng = addFormats.default(new Ajv({ ...gemeinsam, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? streng : mitUmwandlung).compile(schema);
