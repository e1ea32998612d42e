import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Regelverletzung } from '../shared/errors';

/**
 * The JSON body parser. Fastify's own parser refuses prototype-polluting keys (`__proto__`, `constructor.prototype`)
 * with the same error as broken JSON; a client that sent well-formed JSON is told which name is not allowed instead.
 */
export const jsonBodyParser = fp(async (app: FastifyInstance) => {
  const parser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A bodiless call (activate-user, freigeben) may still say "application/json"; an empty body is no body.
    if (body === '') return done(null, undefined);
    parser(request, body.toString(), (fehler, wert) => {
      const name = fehler ? verbotenerName(body.toString()) : undefined;
      if (name) done(new Regelverletzung(`Der Feldname „${name}“ ist in einer Anfrage nicht erlaubt.`), undefined);
      else done(fehler, wert);
    });
  });
});

/** The forbidden key of well-formed JSON the parser refused; undefined when the text is not JSON at all. */
function verbotenerName(text: string): string | undefined {
  let name: string | undefined;
  try {
    JSON.parse(text, (schluessel, wert: unknown) => {
      if (schluessel === '__proto__') name ??= '__proto__';
      else if (schluessel === 'constructor' && wert !== null && typeof wert === 'object' && 'prototype' in wert) name ??= 'constructor';
      return wert;
    });
  } catch {
    return undefined;
  }
  return name;
}
