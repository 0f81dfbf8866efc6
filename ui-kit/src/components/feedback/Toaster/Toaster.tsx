import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { useToast } from './useToast.js';

/** How long a toast stays when the pointer or focus is not on it. */
export const TOAST_DURATION_MS = 5000;

/**
 * The toast region: one toast at a time, announced politely (failures assertively), dismissed after
 * five seconds unless hovered or focused, or by its close button.
 */
export function Toaster() {
  const t = useT();
  const { current, dismiss } = useToast();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused, dismiss]);

  const destructive = current?.variant === 'destructive';
  return (
    <section className="eb-toaster" aria-label={t('toast.region')}>
      <div role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'}>
        {current ? (
          <div
            key={current.id}
            lang={current.lang}
            className={`eb-toast eb-toast--${current.variant ?? 'default'}`}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <div className="eb-toast__text">
              <p className="eb-toast__title">{current.title}</p>
              {current.description ? (
                <p className="eb-toast__description">{current.description}</p>
              ) : null}
            </div>
            <Button variant="ghost" iconOnly aria-label={t('toast.dismiss')} onClick={dismiss}>
              <Icon name="close" />
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
