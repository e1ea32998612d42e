import { afterEach, describe, expect, it } from 'vitest';
import { buildUrl, isOwnApiUrl, setApiBaseUrl } from '../../../../src/api/http/apiBase';

afterEach(() => setApiBaseUrl(''));

describe('API base URL', () => {
  it('leaves relative URLs relative in the browser', () => {
    expect(buildUrl('/api/kunde/benutzerdaten')).toBe('/api/kunde/benutzerdaten');
  });

  it('puts a configured base in front of relative URLs, not in front of absolute ones', () => {
    setApiBaseUrl('http://127.0.0.1:4000/');
    expect(buildUrl('/api/x')).toBe('http://127.0.0.1:4000/api/x');
    expect(buildUrl('https://example.org/a')).toBe('https://example.org/a');
  });

  it('appends query parameters, repeating arrays and leaving out empty values', () => {
    expect(buildUrl('/api/x?a=1', { status: [1, 2], q: 'Straße 5', leer: undefined, nichts: null })).toBe(
      '/api/x?a=1&status=1&status=2&q=Stra%C3%9Fe+5',
    );
  });

  it('counts relative URLs and the configured base as our own API, other origins not', () => {
    setApiBaseUrl('http://127.0.0.1:4000');
    expect(isOwnApiUrl('/api/x')).toBe(true);
    expect(isOwnApiUrl('http://127.0.0.1:4000/api/x')).toBe(true);
    expect(isOwnApiUrl('http://127.0.0.1:40001/api/x')).toBe(false);
    expect(isOwnApiUrl('//evil.example/api')).toBe(false);
    expect(isOwnApiUrl('https://evil.example/api')).toBe(false);
  });
});
