import type { components } from '@expertbridge/sdk';
import { formatDate } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { formatTime } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';

type Consultation = components['schemas']['Consultation'];

/** The room's header (part 2 §2.3): title, counterpart, date, duration, amount and status. */
export function RoomHeader({
  consultation,
  counterpartName,
}: {
  consultation: Consultation;
  counterpartName: string;
}) {
  const t = useT();
  return (
    <header className="eb-room__header">
      <div>
        <h1 className="eb-heading">{consultation.title}</h1>
        <p className="eb-muted">{t('room.with', { name: counterpartName })}</p>
      </div>
      <ul className="eb-room__facts">
        <li>
          <time dateTime={consultation.scheduledAt}>
            {formatDate(consultation.scheduledAt)}, {formatTime(consultation.scheduledAt)}
          </time>
        </li>
        <li>{t('room.minutes', { count: consultation.duration })}</li>
        <li>
          {consultation.isQuick
            ? t('room.quick')
            : formatMoney(consultation.totalAmount, { decimals: true })}
        </li>
        <li>
          <StatusBadge status={consultation.status} />
        </li>
      </ul>
    </header>
  );
}
