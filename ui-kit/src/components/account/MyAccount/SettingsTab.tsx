import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { Panel } from '../../dashboard/shared/Panel.js';

type Entry = 'payment' | 'privacy';

const ENTRIES: { key: Entry; title: MessageKey; summary: MessageKey }[] = [
  {
    key: 'payment',
    title: 'account.settings.paymentMethods',
    summary: 'account.settings.paymentMethodsSummary',
  },
  { key: 'privacy', title: 'account.settings.privacy', summary: 'account.settings.privacySummary' },
];

/** Payment Methods: cards are entered per booking with the payment provider and never stored by us. */
function PaymentMethodsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      title={t('account.settings.paymentMethods')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('account.settings.paymentMethodsCards')}</p>
      <p>{t('account.settings.paymentMethodsHistory')}</p>
    </Dialog>
  );
}

/** Privacy Settings: the policy, and how to ask for a copy of one's data or its deletion. */
function PrivacyDialog({ supportEmail, onClose }: { supportEmail: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      title={t('account.settings.privacy')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('account.settings.privacyPolicy')}</p>
      <p>
        <Link to="/privacy" className="eb-link">
          {t('account.settings.privacyPolicyLink')}
        </Link>
      </p>
      <p>{t('account.settings.privacyRequest')}</p>
      <p>
        <a className="eb-link" href={`mailto:${supportEmail}`}>
          {t('account.settings.privacyEmail', { email: supportEmail })}
        </a>
      </p>
      <p className="eb-muted">{t('account.settings.privacyRetention')}</p>
    </Dialog>
  );
}

/**
 * My Account's Settings tab: Payment Methods and Privacy Settings, each with Manage. Nothing here pretends:
 * there are no stored cards to manage, and data export or deletion is a request to support.
 */
export function SettingsTab({ supportEmail }: { supportEmail: string }) {
  const t = useT();
  const [open, setOpen] = useState<Entry>();
  const close = () => setOpen(undefined);
  return (
    <Panel title={t('account.settings.title')}>
      <ul className="eb-panel__list">
        {ENTRIES.map((entry) => (
          <li key={entry.key} className="eb-panel__item">
            <div className="eb-panel__main">
              <h3 className="eb-account__entry">{t(entry.title)}</h3>
              <p className="eb-muted">{t(entry.summary)}</p>
            </div>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={t('account.settings.manageLabel', { section: t(entry.title) })}
              onClick={() => setOpen(entry.key)}
            >
              {t('account.settings.manage')}
            </Button>
          </li>
        ))}
      </ul>
      {open === 'payment' ? <PaymentMethodsDialog onClose={close} /> : null}
      {open === 'privacy' ? <PrivacyDialog supportEmail={supportEmail} onClose={close} /> : null}
    </Panel>
  );
}
