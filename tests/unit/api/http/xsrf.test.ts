import { describe, expect, it } from 'vitest';
import { readXsrfToken } from '../../../../src/api/http/xsrf';

describe('readXsrfToken', () => {
  it('finds XSRF-TOKEN among other cookies', () => {
    expect(readXsrfToken('theme=dunkel; XSRF-TOKEN=abc.def; lang=de')).toBe('abc.def');
  });

  it('decodes a URL-encoded value', () => {
    expect(readXsrfToken('XSRF-TOKEN=a%2Bb%3D')).toBe('a+b=');
  });

  it('does not mistake a cookie whose name only contains XSRF-TOKEN', () => {
    expect(readXsrfToken('OLD-XSRF-TOKEN=alt; XSRF-TOKEN-X=y')).toBeNull();
  });

  it('is null without the cookie, and outside a browser', () => {
    expect(readXsrfToken('')).toBeNull();
    expect(readXsrfToken()).toBeNull();
  });
});
