import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingCatalogue, bookingCatalogues } from './bookingCatalogue.js';
import { en } from './en/index.js';
import { ko } from './ko.js';

const src = path.resolve(__dirname, '..');

/** A relative import's file: `./x.js` is `x.ts` or `x.tsx` on disk. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    existsSync(file),
  );
}

/**
 * Every source file the booking entry reaches through its imports, static and dynamic, type-only ones left
 * out. The catalogues themselves are left out too: they hold keys, they do not ask for them.
 */
function filesOfTheBookingEntry(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(path.join(src, 'i18n') + path.sep)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = [
      ...source.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'(\.[^']+)'/gms),
      ...source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ];
    for (const [, specifier] of imports) {
      const resolved = specifier ? resolveImport(file, specifier) : undefined;
      if (resolved) visit(resolved);
    }
  };
  visit(path.join(src, 'booking.ts'));
  return [...seen];
}

describe('the booking entry’s catalogue', () => {
  const files = filesOfTheBookingEntry();

  it('reaches the entry’s components and not the portal’s screens', () => {
    const relative = files.map((file) => path.relative(src, file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'components/booking/BookingDialog/BookingDialog.tsx',
        'components/payment/PaymentForm/StripeCardStep.tsx',
        'components/directory/ExpertCard/ExpertCard.tsx',
      ]),
    );
    expect(relative.filter((file) => /^components\/(admin|dashboard|room)\//.test(file))).toEqual(
      [],
    );
  });

  it('has every text the entry’s files name, literally or as a pattern', () => {
    const missing = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const name = path.relative(src, file);
      // Any quoted key, not only t('…'): keys also travel in lookup tables and conditionals.
      for (const [, key] of source.matchAll(/'([a-zA-Z]+(?:\.[\w]+)+)'/g)) {
        if (key && key in en && !(key in bookingCatalogue)) missing.add(`${name}: ${key}`);
      }
      // t(`booking.refused.${code}.title`): every key the pattern can make.
      for (const [, template] of source.matchAll(/\bt\(`([^`]+)`/g)) {
        const pattern = new RegExp(
          `^${(template ?? '').replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[\\w.]+')}$`,
        );
        const keys = Object.keys(en).filter((key) => pattern.test(key));
        if (keys.length === 0) missing.add(`${name}: no key matches \`${template}\``);
        for (const key of keys) if (!(key in bookingCatalogue)) missing.add(`${name}: ${key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('is English, with Korean for the shared states as the full catalogue has them', () => {
    for (const [key, text] of Object.entries(bookingCatalogue)) {
      expect([key, text]).toEqual([key, en[key as keyof typeof en]]);
    }
    const korean = bookingCatalogues.ko ?? {};
    for (const key of Object.keys(bookingCatalogue) as (keyof typeof en)[]) {
      expect([key, korean[key]]).toEqual([key, ko[key] ?? en[key]]);
    }
  });
});
