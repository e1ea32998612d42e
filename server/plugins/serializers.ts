import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

const fastJsonStringify = SerializerSelector();

/**
 * Fastify's serializers (fast-json-stringify), each compiled when its answer is first sent instead of when the
 * server starts: every route documents some eight error answers (plugins/openapi.ts) that most never send, and
 * compiling them all took two thirds of a start. A schema that does not compile shows on first use instead: the
 * error answers share a few shapes, sent by the bad-input tests, and each route's own answer is sent by its tests.
 */
export const lazySerializers: typeof fastJsonStringify = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
