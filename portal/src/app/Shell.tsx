import { AppFooter, AppHeader, useT } from '@expertbridge/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SUPPORT } from './contact.js';
import { PANEL_HASHES } from './hashPanel.js';

/** Header and footer around every page (part 1 §2), a skip link, and the one <main> the pages render into. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  useFocusOnNavigation();
  return (
    <div className="portal">
      <a className="portal__skip eb-btn eb-btn--primary" href="#main">
        {t('route.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className="portal__main" tabIndex={-1}>
        {children}
      </main>
      <AppFooter supportEmail={SUPPORT.email} supportPhone={SUPPORT.phone} />
    </div>
  );
}

/** How long to wait for a lazily loaded page to show the element a hash names. */
const HASH_WAIT_MS = 3_000;

/**
 * After a navigation inside the app (not the first load), the new page starts at its top with focus on
 * <main>, so a screen reader reads it from the start. A hash that names a place (a policy section) is
 * scrolled to once the page has rendered it, on the first load too; #book and #chat are the page's own.
 */
function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const moved = previous.current !== pathname;
    previous.current = pathname;
    if (hash && !PANEL_HASHES.has(hash)) return scrollToHash(hash.slice(1));
    if (!moved || hash) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** Scrolls to and focuses the element with this id as soon as it exists; returns the cancel. */
function scrollToHash(id: string): () => void {
  const deadline = performance.now() + HASH_WAIT_MS;
  let frame = 0;
  let name = id;
  try {
    name = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the hash up as written.
  }
  const look = () => {
    const target = document.getElementById(name);
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else if (performance.now() < deadline) {
      frame = requestAnimationFrame(look);
    }
  };
  look();
  return () => cancelAnimationFrame(frame);
}
