import type { components } from '@expertbridge/sdk';
import { useId, useState } from 'react';
import { formatDate } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { formatTime } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import type { RoomPart } from './roomParty.js';
import { counterpart } from './roomParty.js';

type Consultation = components['schemas']['Consultation'];

const notesKey = (id: string) => `eb-room-notes:${id}`;

/** The viewer's own notes, kept in this browser so nothing typed is lost on a reload. */
function SessionNotes({ consultationId }: { consultationId: string }) {
  const t = useT();
  const id = useId();
  const [notes, setNotes] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(notesKey(consultationId)) ?? '';
    } catch {
      return '';
    }
  });
  const save = (text: string) => {
    setNotes(text);
    try {
      globalThis.localStorage?.setItem(notesKey(consultationId), text);
    } catch {
      // Storage full or blocked: the notes stay on screen for this visit.
    }
  };
  return (
    <section className="eb-card eb-room__notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eb-subheading">
        {t('room.notes')}
      </h2>
      <label htmlFor={id} className="eb-visually-hidden">
        {t('room.notes')}
      </label>
      <textarea
        id={id}
        className="eb-input eb-textarea"
        rows={5}
        maxLength={10_000}
        value={notes}
        aria-describedby={`${id}-hint`}
        onChange={(event) => save(event.target.value)}
      />
      <p id={`${id}-hint`} className="eb-field-hint">
        {t('room.notesHint')}
      </p>
    </section>
  );
}

/** The side panel (part 2 §2.3): counterpart, session details, description, notes and help. */
export function RoomSidePanel({
  consultation,
  part,
  supportEmail,
}: {
  consultation: Consultation;
  part: RoomPart;
  supportEmail?: string | undefined;
}) {
  const t = useT();
  const other = counterpart(consultation, part);
  return (
    <aside className="eb-room__side">
      <section className="eb-card eb-room__person">
        <Avatar
          firstName={other.firstName}
          lastName={other.lastName}
          imageUrl={other.profileImageUrl}
          size="3rem"
        />
        <div>
          <p className="eb-room__person-name">{other.name}</p>
          <p className="eb-muted">{other.title ?? t('room.clientLabel')}</p>
        </div>
      </section>
      <section className="eb-card" aria-labelledby={`${consultation.id}-details`}>
        <h2 id={`${consultation.id}-details`} className="eb-subheading">
          {t('room.details')}
        </h2>
        <dl className="eb-room__details">
          <dt>{t('room.date')}</dt>
          <dd>{formatDate(consultation.scheduledAt)}</dd>
          <dt>{t('room.time')}</dt>
          <dd>
            {formatTime(consultation.scheduledAt)} – {formatTime(consultation.endsAt)}
          </dd>
          <dt>{t('room.duration')}</dt>
          <dd>{t('room.minutes', { count: consultation.duration })}</dd>
          <dt>{t('room.amount')}</dt>
          <dd>
            {consultation.isQuick
              ? t('room.quick')
              : formatMoney(consultation.totalAmount, { decimals: true })}
          </dd>
        </dl>
        <h3 className="eb-label">{t('room.description')}</h3>
        <p className="eb-room__description">
          {consultation.description?.trim() || t('room.noDescription')}
        </p>
      </section>
      {part === 'admin' ? null : <SessionNotes consultationId={consultation.id} />}
      <section className="eb-card" aria-labelledby={`${consultation.id}-help`}>
        <h2 id={`${consultation.id}-help`} className="eb-subheading">
          {t('room.help')}
        </h2>
        <p className="eb-muted">{t('room.helpText')}</p>
        <p className="eb-room__links">
          <Link to="/help" className="eb-link">
            {t('room.helpCenter')}
          </Link>
          {supportEmail ? (
            <a className="eb-link" href={`mailto:${supportEmail}`}>
              {t('room.contactSupport')}
            </a>
          ) : null}
        </p>
        <p className="eb-field-hint">{t('room.informational')}</p>
      </section>
    </aside>
  );
}
