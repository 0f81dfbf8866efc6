import { useId, useMemo, useState } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { Icon } from '../../../primitives/Icon.js';
import { formatDuration } from '../../../format/dates.js';
import { useSiteConfig, type SiteConfig } from '../../../hooks/siteConfig.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { telHref } from '../../marketing/shared/ContactDetails.js';
import { FAQ_GROUPS } from './faq.js';
import { LiveChatDialog } from './LiveChatDialog.js';

export interface HelpCenterProps {
  supportEmail: string;
  supportPhone: string;
  /** The 24/7 line for active consultations. */
  emergencyPhone: string;
}

/** Where the Help Center's resource list points. */
const RESOURCES: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/experts', label: 'help.resource.experts' },
  { to: '/become-expert', label: 'help.resource.becomeExpert' },
  { to: '/terms', label: 'help.resource.terms' },
  { to: '/privacy', label: 'help.resource.privacy' },
];

/** The lifecycle's durations as the answers word them ("10 minutes", "24 hours", "48 hours"). */
function durations(lifecycle: SiteConfig['lifecycle']): Record<string, string> {
  return {
    joinLead: formatDuration(lifecycle.joinWindowLeadMs),
    instructionsLead: formatDuration(lifecycle.joiningInstructionsLeadMs),
    reminderLead: formatDuration(lifecycle.startReminderLeadMs),
    fullRefundLead: formatDuration(lifecycle.fullRefundLeadMs),
    rescheduleLead: formatDuration(lifecycle.freeRescheduleLeadMs),
    complaintWindow: formatDuration(lifecycle.escrowHoldMs),
  };
}

/**
 * The Help Center (part 1 §2): a search over FAQ questions and answers (case-insensitive; groups with
 * no match disappear), five groups of items of which one is open at a time, contact cards and resources.
 */
export function HelpCenter({ supportEmail, supportPhone, emergencyPhone }: HelpCenterProps) {
  const t = useT();
  const [chatOpenedAt, setChatOpenedAt] = useState<Date | null>(null);
  const config = useSiteConfig();
  const lifecycle = config.data?.lifecycle;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();

  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return FAQ_GROUPS.map((group) => ({
      title: t(group.title),
      items: group.items
        .map((item) => ({
          id: item.id,
          question: t(item.question),
          answer: t(item.answer, lifecycle ? durations(lifecycle) : {}),
        }))
        .filter(
          (item) =>
            !needle ||
            item.question.toLowerCase().includes(needle) ||
            item.answer.toLowerCase().includes(needle),
        ),
    })).filter((group) => group.items.length > 0);
  }, [query, t, lifecycle]);

  return (
    <div className="eb-help">
      <h1 className="eb-heading">{t('help.title')}</h1>
      <p className="eb-muted">{t('help.subtitle')}</p>
      <div role="search">
        <TextField
          label={t('help.search')}
          type="search"
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <section aria-labelledby={`${baseId}-faq`}>
        <h2 id={`${baseId}-faq`} className="eb-subheading">
          {t('help.faq')}
        </h2>
        {config.isPending ? <Spinner /> : null}
        {config.isError ? (
          <ErrorState error={config.error} onRetry={() => void config.refetch()} />
        ) : null}
        <p role="status" className="eb-muted">
          {lifecycle && groups.length === 0 ? t('help.noResults', { query: query.trim() }) : null}
        </p>
        {/* The answers state the configured durations, so they wait for them. */}
        {(lifecycle ? groups : []).map((group) => (
          <div key={group.title} className="eb-help__group">
            <h3 className="eb-help__group-title">{group.title}</h3>
            {group.items.map((item) => {
              const expanded = open === item.id;
              const panelId = `${baseId}-${item.id}`;
              return (
                <div key={item.id} className="eb-help__item">
                  <h4 className="eb-help__question">
                    <button
                      type="button"
                      className="eb-help__toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : item.id)}
                    >
                      {item.question}
                      <Icon name="chevronDown" />
                    </button>
                  </h4>
                  <div id={panelId} className="eb-help__answer" hidden={!expanded}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </section>
      <section aria-labelledby={`${baseId}-contact`} className="eb-help__contact">
        <h2 id={`${baseId}-contact`} className="eb-subheading">
          {t('help.contact')}
        </h2>
        <ul className="eb-grid">
          <li className="eb-card">
            <h3 className="eb-help__card-title">{t('help.emailTitle')}</h3>
            <p>
              <a className="eb-link" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
            <p className="eb-muted">{t('help.emailBody')}</p>
          </li>
          <li className="eb-card">
            <h3 className="eb-help__card-title">{t('help.phoneTitle')}</h3>
            <p>
              <a className="eb-link" href={telHref(supportPhone)}>
                {supportPhone}
              </a>
            </p>
          </li>
          <li className="eb-card">
            <h3 className="eb-help__card-title">{t('help.hoursTitle')}</h3>
            <p className="eb-muted">{t('help.hoursBody')}</p>
          </li>
        </ul>
        <p className="eb-help__emergency">
          <strong>{t('help.emergencyTitle')}</strong>{' '}
          <a className="eb-link" href={telHref(emergencyPhone)}>
            {t('help.emergencyBody', { phone: emergencyPhone })}
          </a>
        </p>
        <div className="eb-row">
          <a className="eb-btn eb-btn--primary" href={`mailto:${supportEmail}`}>
            <Icon name="mail" />
            {t('help.emailButton')}
          </a>
          <Button variant="secondary" onClick={() => setChatOpenedAt(new Date())}>
            <Icon name="chat" />
            {t('help.liveChat')}
          </Button>
        </div>
        {chatOpenedAt ? (
          <LiveChatDialog
            supportEmail={supportEmail}
            supportPhone={supportPhone}
            now={chatOpenedAt}
            onClose={() => setChatOpenedAt(null)}
          />
        ) : null}
      </section>
      <nav aria-labelledby={`${baseId}-resources`}>
        <h2 id={`${baseId}-resources`} className="eb-subheading">
          {t('help.resources')}
        </h2>
        <ul className="eb-help__resources">
          {RESOURCES.map((resource) => (
            <li key={resource.to}>
              <Link to={resource.to} className="eb-link">
                {t(resource.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
