import { useLocation, useNavigate } from 'react-router';

/**
 * A page's tab kept in the address (`?tab=reviews`), so a tab can be linked to, survives a reload and Back
 * returns to it; an unknown value falls back to the page's default.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  fallback?: T,
): { tab: T | undefined; setTab: (tab: T) => void } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get('tab');
  const tab = tabs.find((candidate) => candidate === value) ?? fallback;
  const setTab = (next: T) => {
    const query = new URLSearchParams(search);
    query.set('tab', next);
    void navigate({ pathname, search: `?${query.toString()}`, hash }, { replace: true });
  };
  return { tab, setTab };
}
