import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  translate,
  type Catalogue,
  type Locale,
  type MessageKey,
  type MessageParams,
} from './catalogue.js';
import { en } from './en/index.js';
import { ko } from './ko.js';

const CATALOGUES: Record<Locale, Catalogue> = { en, ko };

/**
 * Who a text is for: `user` texts are English by default; `admin` texts (the admin pages and their
 * toasts) are Korean by default, as the spec shows them (DESIGN §6).
 */
export type TextScope = 'user' | 'admin';

interface I18nSettings {
  locales: Record<TextScope, Locale>;
  overrides: Partial<Record<Locale, Catalogue>>;
}

const I18nContext = createContext<I18nSettings>({
  locales: { user: 'en', admin: 'ko' },
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

/** Chooses the message catalogues for the components below it. */
export function I18nProvider({
  locale = 'en',
  adminLocale = 'ko',
  overrides,
  children,
}: I18nProviderProps) {
  const value = useMemo(
    () => ({ locales: { user: locale, admin: adminLocale }, overrides: overrides ?? {} }),
    [locale, adminLocale, overrides],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A typed translate function: `t('nav.signIn')`, `t('directory.found', { count: 3 })`. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function of a text scope, from the nearest I18nProvider. */
export function useT(scope: TextScope = 'user'): Translate {
  const { locales, overrides } = useContext(I18nContext);
  const locale = locales[scope];
  return useCallback(
    (key, params) => translate({ ...CATALOGUES[locale], ...overrides[locale] }, key, params),
    [locale, overrides],
  );
}

/** The locale of a text scope, for lang attributes. */
export function useLocale(scope: TextScope = 'user'): Locale {
  return useContext(I18nContext).locales[scope];
}
