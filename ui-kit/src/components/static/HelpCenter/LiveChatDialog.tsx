import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { Icon } from '../../../primitives/Icon.js';
import { hourIn } from '../../../format/zones.js';
import { telHref } from '../../marketing/shared/ContactDetails.js';

/** Support's hours (the Business Hours card): Monday to Friday, 9:00-18:00 in New Zealand. */
const SUPPORT_ZONE = 'Pacific/Auckland';
const OPENS = 9;
const CLOSES = 18;

/** Whether support is staffed at an instant, by New Zealand's clock. */
export function supportOnline(at: Date): boolean {
  const weekday = new Intl.DateTimeFormat('en-NZ', { timeZone: SUPPORT_ZONE, weekday: 'short' })
    .format(at)
    .slice(0, 3);
  const hour = hourIn(at, SUPPORT_ZONE);
  return !['Sat', 'Sun'].includes(weekday) && hour >= OPENS && hour < CLOSES;
}

/**
 * Live Chat with support. ExpertBridge's support team works by e-mail and phone, so the chat is a real
 * conversation on those: while the team is on, a call puts the person through at once; at any hour the
 * question goes to support's inbox as an e-mail thread that support answers (within 24 hours).
 */
export function LiveChatDialog({
  supportEmail,
  supportPhone,
  now,
  onClose,
}: {
  supportEmail: string;
  supportPhone: string;
  now: Date;
  onClose: () => void;
}) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const online = supportOnline(now);
  const trimmed = question.trim();
  const mail = `mailto:${supportEmail}?${new URLSearchParams({
    subject: t('help.chat.subject'),
    body: trimmed,
  })
    .toString()
    .replaceAll('+', '%20')}`;
  return (
    <Dialog title={t('help.chat.title')} onClose={onClose}>
      <p role="status">{t(online ? 'help.chat.online' : 'help.chat.offline')}</p>
      <TextAreaField
        label={t('help.chat.question')}
        value={question}
        hint={t('help.chat.hint')}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <div className="eb-dialog__footer">
        {online ? (
          <a className="eb-btn eb-btn--secondary" href={telHref(supportPhone)}>
            <Icon name="phone" />
            {t('help.chat.call', { phone: supportPhone })}
          </a>
        ) : null}
        <a className="eb-btn eb-btn--primary" href={mail}>
          <Icon name="mail" />
          {t('help.chat.send')}
        </a>
      </div>
    </Dialog>
  );
}
