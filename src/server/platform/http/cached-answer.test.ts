import { describe, expect, it } from 'vitest';
import { namesEtag, preferredEncoding } from './cached-answer';

/** The two header readings a kept answer's 304 and compression rest on. */
describe('kept answers read the request headers', () => {
  it('takes br before gzip, honours q=0 and *, and sends neither when none is taken', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  it('matches an If-None-Match list weakly, and * as any answer', () => {
    const etag = 'W/"abc"';
    expect(namesEtag('W/"abc"', etag)).toBe(true);
    expect(namesEtag('"abc"', etag)).toBe(true);
    expect(namesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(namesEtag('*', etag)).toBe(true);
    expect(namesEtag('W/"abd"', etag)).toBe(false);
    expect(namesEtag(undefined, etag)).toBe(false);
  });
});
