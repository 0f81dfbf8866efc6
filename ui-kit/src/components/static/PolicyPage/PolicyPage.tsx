import { useEffect, useId, useState } from 'react';
import {
  loadedPolicyTexts,
  loadPolicyTexts,
  type PolicyKey,
  type PolicyTexts,
} from '../../../i18n/documents/index.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { POLICIES, policyBlocks, type PolicyKind } from './sections.js';

/** The date every policy was last changed (part 1 §2: "last updated January 1, 2025"). */
export const POLICY_UPDATED_ON = '2025-01-01';

export interface PolicyPageProps {
  /** /privacy or /terms. */
  policy: PolicyKind;
  /** The support address, shown as a mailto link in the contact section when given. */
  contactEmail?: string;
}

/**
 * The Privacy Policy (11 sections) or the Terms of Service (13 sections) (part 1 §2): one h1, the date of
 * the last change, a table of contents and a numbered h2 per section with an anchor to link to.
 */
export function PolicyPage(props: PolicyPageProps) {
  // The texts load with the page (their own chunk): a spinner meanwhile, Try Again if they cannot.
  const [texts, setTexts] = useState(loadedPolicyTexts);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (texts) return;
    let current = true;
    loadPolicyTexts().then(
      (loaded) => current && setTexts(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [texts, attempt]);
  if (texts) return <Policy {...props} texts={texts} />;
  if (failed) {
    return (
      <ErrorState
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <Spinner />;
}

function Policy({ policy, contactEmail, texts }: PolicyPageProps & { texts: PolicyTexts }) {
  const t = (key: PolicyKey) => texts[key];
  const tocId = useId();
  const doc = POLICIES[policy];
  const last = doc.sections.length - 1;

  return (
    <article className="eb-policy">
      <header className="eb-policy__header">
        <h1 className="eb-heading">{t(doc.title)}</h1>
        <p className="eb-muted">
          <time dateTime={POLICY_UPDATED_ON}>{t('policy.lastUpdated')}</time>
        </p>
        <p>{t(doc.intro)}</p>
      </header>
      <nav className="eb-policy__toc eb-card" aria-labelledby={tocId}>
        <p id={tocId} className="eb-policy__toc-title">
          {t('policy.contents')}
        </p>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              {/* An in-page anchor, not a route: the browser scrolls without the host's router. */}
              <a className="eb-link" href={`#${section.id}`}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.id} className="eb-policy__section" aria-labelledby={section.id}>
          <h2 id={section.id} className="eb-subheading">
            <span className="eb-policy__number">{index + 1}.</span> {t(section.title)}
          </h2>
          {policyBlocks(t(section.body)).map((block, i) =>
            block.kind === 'list' ? (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i}>{block.text}</p>
            ),
          )}
          {index === last && contactEmail ? (
            <p>
              {t('policy.contactEmail')}{' '}
              <a className="eb-link" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </p>
          ) : null}
        </section>
      ))}
      <p className="eb-policy__related">
        {t('policy.seeAlso')}{' '}
        <Link to={doc.related.to} className="eb-link">
          {t(doc.related.title)}
        </Link>
      </p>
    </article>
  );
}
