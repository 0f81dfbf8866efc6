import type { Locale } from '@expertbridge/ui-kit';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** Where the chosen admin language is kept, so it survives reloads and applies in every tab. */
const STORAGE_KEY = 'expertbridge.adminLocale';

function stored(): Locale {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

const AdminLocaleContext = createContext<(locale: Locale) => void>(() => {});

/** The admin pages' language (Korean by default, as the spec shows them) and its setter, remembered. */
export function useAdminLocaleState(): [Locale, (locale: Locale) => void] {
  const [locale, setLocale] = useState<Locale>(stored);
  const choose = useCallback((next: Locale) => {
    setLocale(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be disabled; the choice then lasts until the page is reloaded.
    }
  }, []);
  return [locale, choose];
}

/** Gives the admin routes the setter of the admin language. */
export function AdminLocaleProvider({
  onChange,
  children,
}: {
  onChange: (locale: Locale) => void;
  children: ReactNode;
}) {
  return <AdminLocaleContext.Provider value={onChange}>{children}</AdminLocaleContext.Provider>;
}

/** The setter of the admin language, for the switch above the admin pages. */
export function useSetAdminLocale(): (locale: Locale) => void {
  return useContext(AdminLocaleContext);
}
