import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT, type TextScope } from '../i18n/I18nProvider.js';
import { Button } from './Button.js';
import { Icon } from './Icon.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** A centred modal, or a panel sliding from the side (the mobile drawer). */
  variant?: 'modal' | 'drawer';
  /** Whose language the close button speaks: 'admin' inside the admin pages. */
  scope?: TextScope;
}

/**
 * A modal dialog rendered in place (so it works inside a shadow root): focus moves in, Tab and
 * Shift+Tab stay inside, Escape closes, and focus returns to where it was when the dialog closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  variant = 'modal',
  scope,
}: DialogProps) {
  const t = useT(scope);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const active =
      root.getRootNode() instanceof ShadowRoot ? (root.getRootNode() as ShadowRoot) : doc;
    const returnTo = active.activeElement as HTMLElement | null;
    const first = root.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? root).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const current = active.activeElement;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && (current === firstItem || !root.contains(current))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      returnTo?.focus?.();
    };
  }, []);

  return (
    <div
      className={`eb-dialog-overlay eb-dialog-overlay--${variant}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={`eb-dialog eb-dialog--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="eb-dialog__header">
          <h2 id={titleId} className="eb-subheading">
            {title}
          </h2>
          <Button variant="ghost" iconOnly aria-label={t('common.close')} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        <div className="eb-dialog__body">{children}</div>
        {footer ? <div className="eb-dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
