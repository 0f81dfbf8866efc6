import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from './catalogue.js';
import { en } from './en/index.js';
import { ko } from './ko.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate(en, 'directory.found', { count: 3 })).toBe('Found 3 expert(s)');
    expect(translate(en, 'directory.found')).toBe('Found {count} expert(s)');
  });

  it('falls back to English for keys a catalogue lacks', () => {
    expect(translate(ko, 'nav.signIn')).toBe('Sign In');
    expect(translate(ko, 'admin.nav.revenue')).toBe('수익 관리');
  });

  it('defines every key in one catalogue file only (a second would silently win)', async () => {
    const files = import.meta.glob<Record<string, Record<string, string>>>('./en/*.ts', {
      eager: true,
    });
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, exports] of Object.entries(files)) {
      if (file.endsWith('index.ts')) continue;
      for (const catalogue of Object.values(exports)) {
        for (const key of Object.keys(catalogue)) {
          if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${file})`);
          seen.set(key, file);
        }
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(en).length);
  });

  it('has a Korean text for every admin message (the admin pages are Korean by default)', () => {
    const adminKeys = Object.keys(en).filter((key) => key.startsWith('admin.'));
    expect(adminKeys.filter((key) => !(key in ko))).toEqual([]);
  });

  it('keeps the same placeholders in every translation', () => {
    for (const [key, text] of Object.entries(ko)) {
      expect([key, placeholders(text ?? '')]).toEqual([key, placeholders(en[key as MessageKey])]);
    }
  });
});
