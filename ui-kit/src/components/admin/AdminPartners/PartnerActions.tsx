import { useState } from 'react';
import {
  useRotatePartnerKeys,
  useUpdatePartner,
  type Partner,
  type PartnerCredentials,
} from '../../../hooks/partners.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { AdminDialog } from '../AdminDialog.js';
import { useAdminToast } from '../adminToast.js';

/** A partner's buttons: its report, edit, disable or enable, and rotate keys (after a confirmation). */
export function PartnerActions({
  partner,
  reporting,
  onReport,
  onEdit,
  onKeys,
}: {
  partner: Partner;
  reporting: boolean;
  onReport: () => void;
  onEdit: () => void;
  onKeys: (credentials: PartnerCredentials) => void;
}) {
  const t = useT('admin');
  const toast = useAdminToast();
  const update = useUpdatePartner();
  const rotate = useRotatePartnerKeys();
  const [confirming, setConfirming] = useState(false);
  const active = partner.status === 'active';

  const toggle = () => {
    if (update.isPending) return;
    update.mutate(
      { id: partner.id, status: active ? 'disabled' : 'active' },
      {
        onSuccess: () =>
          toast.success(
            t(active ? 'admin.partners.disabledToast' : 'admin.partners.enabledToast', {
              name: partner.name,
            }),
          ),
        onError: (error) => toast.failure(t('admin.partners.failed'), error),
      },
    );
  };

  return (
    <div className="eb-admin-partner__actions">
      <Button variant="secondary" aria-expanded={reporting} onClick={onReport}>
        {t('admin.partners.report')}
      </Button>
      <Button
        variant="secondary"
        onClick={onEdit}
        aria-label={t('admin.partners.editNamed', { name: partner.name })}
      >
        {t('admin.partners.edit')}
      </Button>
      <Button
        variant={active ? 'danger' : 'secondary'}
        aria-disabled={update.isPending || undefined}
        onClick={toggle}
      >
        {t(active ? 'admin.partners.disable' : 'admin.partners.enable')}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('admin.partners.rotate')}
      </Button>
      {confirming ? (
        <AdminDialog
          title={t('admin.partners.rotateTitle', { name: partner.name })}
          onClose={() => setConfirming(false)}
          action={
            <Button
              variant="danger"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(partner.id, {
                  onSuccess: (credentials) => {
                    setConfirming(false);
                    onKeys(credentials);
                  },
                  onError: (error) => toast.failure(t('admin.partners.failed'), error),
                })
              }
            >
              {t('admin.partners.rotateConfirm')}
            </Button>
          }
        >
          <p>{t('admin.partners.rotateWarning')}</p>
        </AdminDialog>
      ) : null}
    </div>
  );
}
