import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';

/** Pairs of catalogue texts: a term and its value, or a step's title and what it means. */
export type MessagePairs = ReadonlyArray<readonly [MessageKey, MessageKey]>;

/** Terms and their values as a definition list; `single` keeps it to one column. */
export function FactList({ facts, single = false }: { facts: MessagePairs; single?: boolean }) {
  const t = useT();
  return (
    <dl className={`eb-marketing__facts${single ? ' eb-marketing__facts--single' : ''}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd>{t(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps, each a title and a line of text; `compact` for a card. */
export function StepList({ steps, compact = false }: { steps: MessagePairs; compact?: boolean }) {
  const t = useT();
  return (
    <ol className={`eb-marketing__steps${compact ? ' eb-marketing__steps--compact' : ''}`}>
      {steps.map(([title, body]) => (
        <li key={title} className="eb-marketing__step">
          <h3 className="eb-marketing__card-title">{t(title)}</h3>
          <p className="eb-muted">{t(body)}</p>
        </li>
      ))}
    </ol>
  );
}
