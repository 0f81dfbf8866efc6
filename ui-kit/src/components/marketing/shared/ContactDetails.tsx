import { useT } from '../../../i18n/I18nProvider.js';
import { Icon } from '../../../primitives/Icon.js';

/** A dialable tel: address for a phone number as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface ContactDetailsProps {
  /** The support address (configuration, as the AppFooter takes it). */
  supportEmail: string;
  /** The support phone number (configuration, as the AppFooter takes it). */
  supportPhone: string;
}

/** The company's support e-mail and phone, linked, and its support hours. */
export function ContactDetails({ supportEmail, supportPhone }: ContactDetailsProps) {
  const t = useT();
  return (
    <dl className="eb-contact-details">
      <div className="eb-contact-details__item">
        <dt>
          <Icon name="mail" />
          {t('contact.email')}
        </dt>
        <dd>
          <a className="eb-link" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </dd>
      </div>
      <div className="eb-contact-details__item">
        <dt>
          <Icon name="phone" />
          {t('contact.phone')}
        </dt>
        <dd>
          <a className="eb-link" href={telHref(supportPhone)}>
            {supportPhone}
          </a>
        </dd>
      </div>
      <div className="eb-contact-details__item">
        <dt>
          <Icon name="clock" />
          {t('contact.hours')}
        </dt>
        <dd>{t('contact.hoursValue')}</dd>
      </div>
    </dl>
  );
}
