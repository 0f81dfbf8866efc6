import { useLocation, useNavigate } from 'react-router';

/** The profile's dialogs: Book & Pay, and the chat. */
export const PROFILE_PANELS = { '#book': 'book', '#chat': 'chat' } as const;
/** The room's dialogs opened on arrival: the review and the problem report. */
export const ROOM_PANELS = { '#review': 'review', '#report': 'report' } as const;

/** Hashes that open a dialog rather than name a place on the page (the shell does not scroll to them). */
export const PANEL_HASHES: ReadonlySet<string> = new Set([
  ...Object.keys(PROFILE_PANELS),
  ...Object.keys(ROOM_PANELS),
]);

/**
 * A page's open dialog kept in the URL hash, so it can be linked to: the panel the hash names (null for none)
 * and a way to change it. Opening one adds a history entry, so Back closes it; closing replaces the address.
 */
export function useHashPanel<P extends string>(
  panels: Readonly<Record<string, P>>,
): { panel: P | null; setPanel: (next: P | null) => void } {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const panel = Object.hasOwn(panels, hash) ? panels[hash]! : null;
  const setPanel = (next: P | null) =>
    void navigate({ pathname, search, hash: next ? `#${next}` : '' }, { replace: !next });
  return { panel, setPanel };
}
