import { useId, useState } from 'react';
import { usePartners, type Partner, type PartnerCredentials } from '../../../hooks/partners.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { StateMessage } from '../../../primitives/State.js';
import { AdminPage, AdminQuery, AdminSkeleton } from '../AdminPage.js';
import { PaymentMethodDomains } from '../PaymentMethodDomains/PaymentMethodDomains.js';
import { PartnerActions } from './PartnerActions.js';
import { PartnerFormDialog } from './PartnerFormDialog.js';
import { PartnerKeysDialog } from './PartnerKeysDialog.js';
import { PartnerReportPanel } from './PartnerReportPanel.js';

/**
 * The partner firms whose sites embed the booking widget (admins only; Korean by default like every admin page):
 * each firm's publishable key and allowed origins, adding one (its secret keys shown once), editing origins and the
 * webhook address, disabling, rotating keys, and the report of its bookings.
 */
export function AdminPartners() {
  const t = useT('admin');
  const partners = usePartners();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Partner>();
  const [keys, setKeys] = useState<PartnerCredentials>();
  const [reporting, setReporting] = useState<string>();
  const listId = useId();

  return (
    <AdminPage
      title={t('admin.partners.title')}
      busy={partners.isPending}
      actions={
        partners.data ? (
          <Button onClick={() => setAdding(true)}>{t('admin.partners.add')}</Button>
        ) : null
      }
    >
      <AdminQuery
        query={partners}
        loading={<AdminSkeleton figures={0} rows={3} />}
        returnTo="/admin/partners"
      >
        {(data) =>
          data.items.length === 0 ? (
            <StateMessage
              title={t('admin.partners.empty')}
              description={t('admin.partners.emptyDescription')}
            />
          ) : (
            <section className="eb-stack" aria-labelledby={listId}>
              <h2 id={listId} className="eb-visually-hidden">
                {t('admin.partners.list')}
              </h2>
              <ul className="eb-admin__list">
                {data.items.map((partner) => (
                  <li key={partner.id} className="eb-card eb-admin-partner">
                    <PartnerSummary partner={partner} />
                    <PartnerActions
                      partner={partner}
                      reporting={reporting === partner.id}
                      onReport={() =>
                        setReporting(reporting === partner.id ? undefined : partner.id)
                      }
                      onEdit={() => setEditing(partner)}
                      onKeys={setKeys}
                    />
                    {reporting === partner.id ? (
                      <PartnerReportPanel partnerId={partner.id} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </AdminQuery>
      {adding ? (
        <PartnerFormDialog
          onClose={() => setAdding(false)}
          onCreated={(credentials) => {
            setAdding(false);
            setKeys(credentials);
          }}
        />
      ) : null}
      {editing ? (
        <PartnerFormDialog partner={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {keys ? <PartnerKeysDialog credentials={keys} onClose={() => setKeys(undefined)} /> : null}
    </AdminPage>
  );
}

function PartnerSummary({ partner }: { partner: Partner }) {
  const t = useT('admin');
  return (
    <div className="eb-stack">
      <div className="eb-admin__head">
        <h3 className="eb-subheading">{partner.name}</h3>
        <span className={partner.status === 'active' ? 'eb-badge eb-badge--primary' : 'eb-badge'}>
          {t(partner.status === 'active' ? 'admin.partners.active' : 'admin.partners.disabled')}
        </span>
      </div>
      <dl className="eb-admin__facts">
        <div>
          <dt>{t('admin.partners.publishableKey')}</dt>
          <dd>
            <code>{partner.publishableKey}</code>
          </dd>
        </div>
        <div>
          <dt>{t('admin.partners.secretKey')}</dt>
          <dd>
            <code>{partner.secretKeyHint}</code>
          </dd>
        </div>
        <div>
          <dt>{t('admin.partners.origins')}</dt>
          <dd>
            <ul className="eb-admin-partner__origins">
              {partner.allowedOrigins.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('admin.partners.domains')}</dt>
          <dd>
            <PaymentMethodDomains domains={partner.paymentMethodDomains} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.partners.webhook')}</dt>
          <dd>
            {partner.webhookUrl ? <code>{partner.webhookUrl}</code> : t('admin.partners.noWebhook')}
          </dd>
        </div>
      </dl>
    </div>
  );
}
