import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  fill,
  type Catalogue,
  type Locale,
  type MessageKey,
  type MessageParams,
} from './catalogue.js';
import { en } from './en/index.js';
import { ko } from './ko.js';

/** Whole catalogues per locale, English filled in under every other one. */
export type Catalogues = Partial<Record<Locale, Catalogue>>;

let everyText: Catalogues | undefined;
/** Every text the kit has, built on first use (a function, so bundles that never call it drop it). */
export function allCatalogues(): Catalogues {
  everyText ??= { en, ko: { ...en, ...ko } };
  return everyText;
}

/**
 * Who a text is for: `user` texts are English by default; `admin` texts (the admin pages and their
 * toasts) are Korean by default, as the spec shows them (DESIGN §6).
 */
export type TextScope = 'user' | 'admin';

interface I18nSettings {
  locales: Record<TextScope, Locale>;
  catalogues: Catalogues;
  overrides: Catalogues;
}

const I18nContext = createContext<I18nSettings>({
  locales: { user: 'en', admin: 'ko' },
  catalogues: {},
  overrides: {},
});

export interface I18nProviderProps {
  /** The language of user-facing text (default English). */
  locale?: Locale;
  /** The language of the admin pages (default Korean, switchable to English). */
  adminLocale?: Locale;
  /** Partner wording that replaces individual messages, per locale. */
  overrides?: Partial<Record<Locale, Catalogue>>;
  children: ReactNode;
}

/** Chooses the message catalogues for the components below it: every text of the kit. */
export function I18nProvider(props: I18nProviderProps) {
  return <CatalogueProvider {...props} catalogues={allCatalogues()} />;
}

export interface CatalogueProviderProps extends I18nProviderProps {
  /**
   * The texts to speak, whole (English filled in under other locales): a screen that needs only some of
   * the kit's texts (the partner widget) ships only those.
   */
  catalogues: Catalogues;
}

/** I18nProvider with the catalogues given rather than all of them. */
export function CatalogueProvider({
  locale = 'en',
  adminLocale = 'ko',
  catalogues,
  overrides,
  children,
}: CatalogueProviderProps) {
  const value = useMemo(
    () => ({
      locales: { user: locale, admin: adminLocale },
      catalogues,
      overrides: overrides ?? {},
    }),
    [locale, adminLocale, catalogues, overrides],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A typed translate function: `t('nav.signIn')`, `t('directory.found', { count: 3 })`. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function of a text scope, from the nearest I18nProvider. */
export function useT(scope: TextScope = 'user'): Translate {
  const { locales, catalogues, overrides } = useContext(I18nContext);
  const locale = locales[scope];
  const texts = useMemo(
    () => ({ ...catalogues[locale], ...overrides[locale] }),
    [catalogues, overrides, locale],
  );
  return useCallback((key, params) => fill(texts[key] ?? key, params), [texts]);
}

/** The locale of a text scope, for lang attributes. */
export function useLocale(scope: TextScope = 'user'): Locale {
  return useContext(I18nContext).locales[scope];
}
