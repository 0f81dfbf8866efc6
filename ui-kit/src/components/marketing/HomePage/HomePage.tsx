import { useId } from 'react';
import { useSession } from '../../../hooks/session.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon, type IconName } from '../../../primitives/Icon.js';
import { CategoryGrid } from '../../directory/CategoryGrid/CategoryGrid.js';
import { StatsBand } from '../StatsBand/StatsBand.js';
import { FavoriteExperts } from './FavoriteExperts.js';
import { HomeSearch } from './HomeSearch.js';
import { RecentConsultations } from './RecentConsultations.js';

interface QuickStart {
  to: string;
  icon: IconName;
  title: MessageKey;
  body: MessageKey;
  action: MessageKey;
}

/** The Quick Start cards (part 1 §2). */
const QUICK_START: readonly QuickStart[] = [
  {
    to: '/experts',
    icon: 'search',
    title: 'home.quickStart.find.title',
    body: 'home.quickStart.find.body',
    action: 'home.quickStart.find.action',
  },
  {
    to: '/become-expert',
    icon: 'briefcase',
    title: 'home.quickStart.become.title',
    body: 'home.quickStart.become.body',
    action: 'home.quickStart.become.action',
  },
];

/** "Welcome back" only to someone who is back: a new account, or a session still loading, gets "Welcome". */
function HomeGreeting({ firstName, back }: { firstName: string | undefined; back: boolean }) {
  const t = useT();
  if (back) return firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName');
  return firstName ? t('home.greetingNew', { name: firstName }) : t('home.greetingNewNoName');
}

/**
 * The signed-in view of `/` (part 1 §2): a greeting by first name, the expert search, the first six
 * categories (with Show all), Quick Start, Recent Activity (the user's real latest consultations and
 * favourite experts, DESIGN §6) and the figures band. Content for the page's <main>.
 */
export function HomePage() {
  const t = useT();
  const session = useSession();
  const welcomeId = useId();
  const quickStartId = useId();
  const activityId = useId();
  const firstName = session.user?.firstName?.trim();

  return (
    <div className="eb-marketing">
      <section
        className="eb-marketing__hero eb-marketing__hero--single"
        aria-labelledby={welcomeId}
      >
        <div className="eb-marketing__hero-text">
          <h1 id={welcomeId} className="eb-marketing__title">
            <HomeGreeting firstName={firstName} back={session.user?.signedInBefore === true} />
          </h1>
          <p className="eb-marketing__lead">{t('home.subtitle')}</p>
          <HomeSearch />
        </div>
      </section>

      <CategoryGrid />

      <section aria-labelledby={quickStartId}>
        <h2 id={quickStartId} className="eb-heading eb-marketing__section-head">
          {t('home.quickStart.title')}
        </h2>
        <ul className="eb-marketing__quick-start">
          {QUICK_START.map((card) => (
            <li key={card.to} className="eb-card eb-marketing__card eb-marketing__card--row">
              <span className="eb-marketing__icon">
                <Icon name={card.icon} />
              </span>
              <div className="eb-marketing__card-body">
                <h3 className="eb-marketing__card-title">{t(card.title)}</h3>
                <p className="eb-muted">{t(card.body)}</p>
              </div>
              <Link to={card.to} className="eb-btn eb-btn--secondary">
                {t(card.action)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={activityId}>
        <h2 id={activityId} className="eb-heading eb-marketing__section-head">
          {t('home.activity.title')}
        </h2>
        <div className="eb-marketing__activity">
          <RecentConsultations enabled={session.isSignedIn} />
          <FavoriteExperts enabled={session.isSignedIn} />
        </div>
      </section>

      <StatsBand />
    </div>
  );
}
