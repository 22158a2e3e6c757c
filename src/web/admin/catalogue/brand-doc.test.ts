import { describe, expect, it } from 'vitest';
import { logoOrigin } from '../../../shared/domain/shop-brand';
import { brandFromForm, localizedFromForm } from './brand-doc';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the settings form’s logo and ticket texts back into the styling (ADR 046)', () => {
  it('an empty logo and texts empty in every language are removed, so the defaults apply again', () => {
    expect(brandFromForm(form({ logoUrl: '  ', 'entryExit-de': '', 'conditions-en': ' ' }), {})).toEqual({
      ticket: {},
    });
  });

  it('keeps each language’s own text, trimmed, and leaves the empty ones out', () => {
    expect(
      brandFromForm(
        form({ logoUrl: ' /logo.png ', 'entryExit-de': ' Einfahrt Nord ', 'entryExit-nl': 'Inrit noord' }),
        {},
      ),
    ).toEqual({ logoUrl: '/logo.png', ticket: { entryExit: { de: 'Einfahrt Nord', nl: 'Inrit noord' } } });
  });

  it('one text for every language (from a config file) stays one text until a language differs', () => {
    const all = (v: string) =>
      Object.fromEntries(['de', 'en', 'nl', 'ro', 'ch'].map((l) => [`conditions-${l}`, v]));
    const stored = { ticket: { conditions: 'Hausordnung' } };
    expect(brandFromForm(form(all('Hausordnung')), stored).ticket).toEqual({ conditions: 'Hausordnung' });
    expect(
      brandFromForm(form({ ...all('Hausordnung'), 'conditions-en': 'House rules' }), stored).ticket,
    ).toEqual({
      conditions: {
        de: 'Hausordnung',
        en: 'House rules',
        nl: 'Hausordnung',
        ro: 'Hausordnung',
        ch: 'Hausordnung',
      },
    });
  });
});

describe('the website’s texts back into a LocalizedText (all five languages)', () => {
  it('keeps each language’s own text and leaves the empty ones out; all empty: undefined', () => {
    expect(
      localizedFromForm(
        form({ 'websiteName-de': 'Parkhaus', 'websiteName-ro': ' Parcare ', 'websiteName-nl': '' }),
        'websiteName',
        'Parkhaus',
      ),
    ).toEqual({ de: 'Parkhaus', ro: 'Parcare' });
    expect(localizedFromForm(form({ 'header-de': ' ' }), 'header', { de: 'alt' })).toBeUndefined();
  });
});

describe('the logo origin the back office’s CSP admits for the preview', () => {
  it('is the https origin of a valid logo, nothing for a path or anything else', () => {
    expect(logoOrigin('https://cdn.example.de/a/logo.png?v=1')).toBe('https://cdn.example.de');
    expect(logoOrigin('https://CDN.example.de:8443/logo.png')).toBe('https://cdn.example.de:8443');
    for (const bad of [
      undefined,
      '/logo.png',
      'http://cdn.example.de/logo.png',
      'https://[::1]/logo.png',
      "https://x.de/a'b",
      'data:image/png;base64,AA',
    ]) {
      expect(logoOrigin(bad), String(bad)).toBeUndefined();
    }
  });
});
