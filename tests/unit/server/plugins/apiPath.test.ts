import { describe, expect, it } from 'vitest';
import { normalizedPath } from '../../../../server/plugins/apiPath';

describe('normalizedPath', () => {
  it.each([
    ['/api/kunde/ausschreibung/1', '/api/kunde/ausschreibung/1'],
    ['/%61pi/kunde', '/api/kunde'],
    ['/%2561pi/kunde', '/api/kunde'],
    ['/%252561pi/kunde', '/api/kunde'],
    ['/%41PI/Kunde', '/api/kunde'],
    ['//api//kunde/', '/api/kunde'],
    ['/x/../api/./kunde', '/api/kunde'],
    ['/%2e%2e/api/kunde', '/api/kunde'],
    ['/api;jsessionid=1/kunde;x', '/api/kunde'],
    ['/api%2Fkunde', '/api/kunde'],
    ['\\api\\kunde', '/api/kunde'],
    ['/api%20/kunde', '/api/kunde'],
    ['/api%00/kunde', '/api/kunde'],
    ['http://portal.example:8080/framework/oauth/token?x=/y', '/framework/oauth/token'],
    ['/kunde/ausschreibung?weiter=/api/x', '/kunde/ausschreibung'],
    ['/seite/impressum%3F/api', '/seite/impressum'],
    ['/%zz/api', '/%zz/api'],
    ['/', '/'],
  ])('%s → %s', (ziel, pfad) => {
    expect(normalizedPath(ziel)).toBe(pfad);
  });
});
