import type { components } from '@expertbridge/sdk';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { fullName, useAdminFormat } from '../adminFormat.js';
import { AdminFacts, type AdminFact } from '../AdminPage.js';

/** A consultation on the overdue list, with how late it is and the room's attendance. */
export type OverdueConsultation = components['schemas']['OverdueConsultation'];
type Attendance = components['schemas']['Attendance'];

/**
 * One overdue consultation: 'urgent' (3 or more days past its end, as the API flags it) or 'needs notice',
 * whether auto-complete is due, the parties, its times, when it was last reminded, who came to the room,
 * and Send reminder.
 */
export function OverdueItem({
  item,
  onRemind,
}: {
  item: OverdueConsultation;
  onRemind: (item: OverdueConsultation) => void;
}) {
  const t = useT('admin');
  const f = useAdminFormat();
  const client = fullName(item.client);
  const expert = fullName(item.expert.user);

  const attendance = (party: string, seen: Attendance) => {
    if (seen.present) return t('admin.overdue.present', { party });
    if (seen.firstJoinedAt) {
      return t('admin.overdue.joined', { party, time: f.dateTime(seen.firstJoinedAt) });
    }
    return t('admin.overdue.neverJoined', { party });
  };

  const facts: AdminFact[] = [
    [t('admin.overdue.client'), [client]],
    [t('admin.overdue.expert'), [expert]],
    [t('admin.overdue.scheduled'), [f.dateTime(item.scheduledAt)]],
    [t('admin.overdue.ended'), [f.dateTime(item.endsAt)]],
    [
      t('admin.overdue.state'),
      [
        item.status === 'confirmed'
          ? t('admin.overdue.state.confirmed')
          : t('admin.overdue.state.in_progress'),
      ],
    ],
    [
      t('admin.overdue.lastReminder'),
      [item.lastReminderAt ? f.dateTime(item.lastReminderAt) : t('admin.overdue.neverReminded')],
    ],
    [
      t('admin.overdue.attendance'),
      [
        attendance(t('admin.overdue.client'), item.attendance.client),
        attendance(t('admin.overdue.expert'), item.attendance.expert),
      ],
    ],
  ];

  return (
    <li className="eb-card eb-overdue">
      <div className="eb-admin__head">
        <h2 className="eb-subheading">{item.title}</h2>
        <span className={`eb-badge eb-overdue__badge--${item.urgent ? 'urgent' : 'notice'}`}>
          {item.urgent ? t('admin.overdue.urgent') : t('admin.overdue.needsNotice')}
        </span>
        {item.needsAutoComplete ? (
          <span className="eb-badge eb-overdue__badge--auto">
            {t('admin.overdue.needsAutoComplete')}
          </span>
        ) : null}
        <span className="eb-overdue__days">
          {t('admin.overdue.daysSinceEnd', { days: f.count(item.daysSinceEnd) })}
        </span>
      </div>
      <AdminFacts facts={facts} />
      <div>
        <Button
          variant="secondary"
          aria-label={t('admin.overdue.remindLabel', { title: item.title })}
          onClick={() => onRemind(item)}
        >
          {t('admin.overdue.remind')}
        </Button>
      </div>
    </li>
  );
}
