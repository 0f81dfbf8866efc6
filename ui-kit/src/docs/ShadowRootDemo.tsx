import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import kitCss from '../styles/index.css?inline';
import { adoptKitStyles } from '../styles/adopt.js';

/**
 * Renders children inside a shadow root styled only by a constructable stylesheet, as the partner
 * widget does: nothing from the page's styles reaches in, and no <style> element is created.
 */
export function ShadowRootDemo({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptKitStyles(shadow, kitCss);
    setRoot(shadow);
  }, []);
  return (
    <div ref={host} data-testid="shadow-host">
      {root ? createPortal(<div className="eb-root">{children}</div>, root) : null}
    </div>
  );
}
