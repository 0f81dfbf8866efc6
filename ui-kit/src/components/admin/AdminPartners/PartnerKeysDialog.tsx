import { useState } from 'react';
import type { PartnerCredentials } from '../../../hooks/partners.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';

/** The snippet a partner pastes into its site, with its own publishable key. */
export function widgetSnippet(origin: string, publishableKey: string): string {
  return [
    `<script src="${origin}/widget/expertbridge.js" async></script>`,
    `<expertbridge-booking expert-id="EXPERT_ID" partner-key="${publishableKey}"></expertbridge-booking>`,
  ].join('\n');
}

/** One key with a copy button; the button says when it has copied. */
function KeyRow({ label, value }: { label: string; value: string }) {
  const t = useT('admin');
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <dt>{label}</dt>
      <dd className="eb-admin-key">
        <code>{value}</code>
        <Button
          variant="secondary"
          aria-label={t('admin.partners.copyNamed', { name: label })}
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('admin.partners.copied') : t('admin.partners.copy')}
        </Button>
      </dd>
    </div>
  );
}

/** A partner's keys right after they were made: the secret ones are shown this once. */
export function PartnerKeysDialog({
  credentials,
  onClose,
}: {
  credentials: PartnerCredentials;
  onClose: () => void;
}) {
  const t = useT('admin');
  const { partner } = credentials;
  return (
    <Dialog
      scope="admin"
      title={t('admin.partners.keysTitle', { name: partner.name })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('admin.partners.keysDone')}</Button>}
    >
      <div className="eb-stack">
        <p role="alert" className="eb-admin__stale">
          {t('admin.partners.keysOnce')}
        </p>
        <dl className="eb-admin__facts">
          <KeyRow label={t('admin.partners.publishableKey')} value={partner.publishableKey} />
          <KeyRow label={t('admin.partners.secretKey')} value={credentials.secretKey} />
          <KeyRow label={t('admin.partners.webhookSecret')} value={credentials.webhookSecret} />
        </dl>
        <div>
          <p>{t('admin.partners.snippet')}</p>
          <pre className="eb-admin-snippet">
            <code>{widgetSnippet(window.location.origin, partner.publishableKey)}</code>
          </pre>
        </div>
      </div>
    </Dialog>
  );
}
