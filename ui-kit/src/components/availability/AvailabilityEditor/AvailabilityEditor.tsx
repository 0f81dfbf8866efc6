import { ApiRequestError } from '../../../api/errors.js';
import { dateKeyIn } from '../../../format/zones.js';
import { loginUrl } from '../../../hooks/auth.js';
import { useMyAvailabilitySettings } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { CalendarSync } from '../CalendarSync/CalendarSync.js';
import { AvailabilityForm } from './AvailabilityForm.js';

export interface AvailabilityEditorProps {
  /** Today (`YYYY-MM-DD`) in the expert's zone; the real today by default (stories fix it). */
  today?: string;
}

/**
 * The expert's availability page: weekly hours, date overrides, the booking rules and a preview of the
 * next two weeks as clients will see them, then the calendar sync card. Someone signed out is asked to
 * sign in; someone without an expert profile is told availability is for experts.
 */
export function AvailabilityEditor({ today }: AvailabilityEditorProps) {
  const t = useT();
  const settings = useMyAvailabilitySettings();
  const title = <h1 className="eb-heading">{t('availabilityEditor.title')}</h1>;
  if (settings.isPending) return <Spinner />;
  if (settings.isError) {
    const status = settings.error instanceof ApiRequestError ? settings.error.status : undefined;
    if (status === 401) {
      return (
        <StateMessage
          headingLevel={1}
          title={t('availabilityEditor.signInTitle')}
          action={
            <Link to={loginUrl('/expert/availability')} fullPage className="eb-btn eb-btn--primary">
              {t('nav.signIn')}
            </Link>
          }
        />
      );
    }
    if (status === 404) {
      return (
        <StateMessage
          headingLevel={1}
          title={t('availabilityEditor.notExpert')}
          description={t('availabilityEditor.notExpertDescription')}
          action={
            <Link to="/become-expert" className="eb-btn eb-btn--primary">
              {t('dashboard.noExpert.apply')}
            </Link>
          }
        />
      );
    }
    return (
      <div className="eb-avail-editor">
        {title}
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      </div>
    );
  }
  return (
    <div className="eb-avail-editor">
      {title}
      <p className="eb-muted">{t('availabilityEditor.intro')}</p>
      <AvailabilityForm
        settings={settings.data}
        today={today ?? dateKeyIn(new Date(), settings.data.timeZone)}
      />
      <CalendarSync role="expert" />
    </div>
  );
}
