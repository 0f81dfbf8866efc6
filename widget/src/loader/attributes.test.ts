import { describe, expect, it } from 'vitest';
import { apiBaseOf, metadataOf, readSettings, themeRule } from './attributes.js';

const LOADER = 'https://api.expertbridge.example/widget/expertbridge.js';
const isColour = (value: string) => /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(value);

function element(attributes: Record<string, string>): Element {
  const made = document.createElement('expertbridge-booking');
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

describe('the element’s attributes', () => {
  it('takes the API origin from the loader’s own address unless api-base says otherwise', () => {
    expect(apiBaseOf(null, LOADER)).toBe('https://api.expertbridge.example');
    expect(apiBaseOf('', LOADER)).toBe('https://api.expertbridge.example');
    expect(apiBaseOf('http://localhost:3000/some/path', LOADER)).toBe('http://localhost:3000');
  });

  it('reads the expert, key, mode, theme, zone and prefill', () => {
    const settings = readSettings(
      element({
        'expert-id': 'e1',
        'partner-key': 'pk_test_smithco',
        mode: 'popup',
        theme: 'dark',
        'time-zone': 'Australia/Perth',
        'prefill-name': 'Mere Tane',
        'prefill-email': 'mere@example.co.nz',
        'prefill-title': 'Rental property',
      }),
      LOADER,
      'https://smithco.example.nz/',
      isColour,
    );
    expect(settings).toMatchObject({
      expertId: 'e1',
      partnerKey: 'pk_test_smithco',
      apiBase: 'https://api.expertbridge.example',
      mode: 'popup',
      theme: 'dark',
      timeZone: 'Australia/Perth',
      prefill: { name: 'Mere Tane', email: 'mere@example.co.nz', title: 'Rental property' },
    });
  });

  it('falls back to inline and the OS theme for values it does not know', () => {
    const settings = readSettings(
      element({ mode: 'sideways', theme: 'purple' }),
      LOADER,
      'https://x.example/',
      isColour,
    );
    expect(settings.mode).toBe('inline');
    expect(settings.theme).toBeUndefined();
  });

  it('themes through custom properties, dropping values that are not a colour or a length', () => {
    const good = readSettings(
      element({ accent: '#7a2e2e', radius: '2px' }),
      LOADER,
      'https://x.example/',
      isColour,
    );
    expect(themeRule(good)).toBe(
      ':host,[data-eb-theme]{--eb-color-primary:#7a2e2e;--eb-color-primary-hover:#7a2e2e;--eb-color-focus:#7a2e2e;--eb-radius-sm:2px;--eb-radius-md:2px;--eb-radius-lg:2px}',
    );
    const bad = readSettings(
      element({ accent: 'red;}body{display:none', radius: '2px;x:y' }),
      LOADER,
      'https://x.example/',
      isColour,
    );
    expect(themeRule(bad)).toBe('');
  });

  it('passes the page’s UTM parameters and meta-* attributes on, attributes winning', () => {
    const metadata = metadataOf(
      element({ 'meta-matter': '2026-114', 'meta-utm_campaign': 'from-attribute' }),
      'https://smithco.example.nz/book?utm_source=newsletter&utm_campaign=spring&other=x',
    );
    expect(metadata).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'from-attribute',
      matter: '2026-114',
    });
  });

  it('keeps metadata within the contract’s bounds: 20 keys, 500 characters, plain key names', () => {
    const attributes: Record<string, string> = {
      'meta-bad:key': 'x',
      'meta-long': 'y'.repeat(600),
    };
    for (let n = 0; n < 25; n += 1) attributes[`meta-k${n}`] = String(n);
    const metadata = metadataOf(element(attributes), 'https://x.example/');
    expect(Object.keys(metadata)).toHaveLength(20);
    expect(metadata['bad:key']).toBeUndefined();
    expect(metadata.long).toHaveLength(500);
  });
});
