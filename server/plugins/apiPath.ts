import type { FastifyRequest } from 'fastify';

const API = /^\/(api|framework)(\/|$)/;

/**
 * Whether a request is addressed to the API (/api, /framework), for the XSRF check and the not-found answer.
 *
 * A request that matched a route runs that route's handler, so the route's pattern decides, not the raw
 * target: the router percent-decodes the path once (`/%61pi/…` runs an /api route) and takes the path of an
 * absolute-form target (`http://host/api/…`). Fastify's router (our settings) does not merge duplicate
 * slashes, ignore a trailing slash or `;parameters`, fold case or resolve dot segments: such spellings match
 * no route.
 *
 * A request that matched no route runs no handler. It counts as API when its path read as generously as
 * possible (`normalizedPath`) lies under /api or /framework, so an unsafe call there without a token is
 * refused with 403 whatever a proxy in front would have made of it, and a GET gets the API's 404, not the app.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? normalizedPath(request.url));
}

const CHUNKS = /^\/assets\//;

/**
 * Whether a request asks for a file of the build's `assets/`: content-hashed chunks, cached publicly for a year, so
 * nothing user-specific may ride on their answers. Read as leniently as `normalizedPath` reads any path.
 */
export function isChunkRequest(url: string): boolean {
  return CHUNKS.test(normalizedPath(url));
}

/** Whether a route's pattern (or a normalised path) lies under /api or /framework. */
export function isApiPath(pfad: string): boolean {
  return API.test(pfad);
}

/**
 * The path of a request target as the most lenient server could read it: without scheme and host, query and
 * fragment; percent-decoded until nothing changes (double encoding `%2561` becomes `a`); backslashes as
 * slashes; empty segments, `.`, `..`, `;parameters`, blanks and control characters resolved or dropped;
 * lower case.
 */
export function normalizedPath(ziel: string): string {
  let pfad = ohneQuery(ziel.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, ''));
  for (let runde = 0; runde < 10; runde++) {
    let dekodiert: string;
    try {
      dekodiert = decodeURIComponent(pfad);
    } catch {
      break;
    }
    if (dekodiert === pfad) break;
    pfad = ohneQuery(dekodiert);
  }
  const segmente: string[] = [];
  for (const roh of pfad.replace(/\\/g, '/').split('/')) {
    const segment = roh.split(';', 1)[0]!.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segmente.pop();
    else segmente.push(segment);
  }
  return `/${segmente.join('/')}`;
}

function ohneQuery(pfad: string): string {
  return pfad.split(/[?#]/, 1)[0]!;
}
