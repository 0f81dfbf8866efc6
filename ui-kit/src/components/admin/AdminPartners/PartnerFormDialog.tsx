import { useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import {
  useCreatePartner,
  useUpdatePartner,
  type Partner,
  type PartnerCredentials,
} from '../../../hooks/partners.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { TextAreaField, TextField } from '../../../primitives/Field.js';
import { AdminFormDialog } from '../AdminDialog.js';
import { useAdminToast } from '../adminToast.js';

/** The server's field errors for this form: any origin's problem shows on the origins field. */
export function partnerFieldErrors(
  error: unknown,
): Record<'name' | 'origins' | 'webhook', string | undefined> {
  const details = error instanceof ApiRequestError ? error.details : {};
  const origin = Object.entries(details).find(([key]) => key.startsWith('allowedOrigins'));
  return {
    name: details.name,
    origins: origin ? origin[1] : undefined,
    webhook: details.webhookUrl,
  };
}

/** One origin per line, blank lines ignored. */
export function originsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Adds a partner (then its keys are shown once) or edits one: name, allowed origins, webhook address. */
export function PartnerFormDialog({
  partner,
  onClose,
  onCreated,
}: {
  partner?: Partner;
  onClose: () => void;
  onCreated?: (credentials: PartnerCredentials) => void;
}) {
  const t = useT('admin');
  const toast = useAdminToast();
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const [name, setName] = useState(partner?.name ?? '');
  const [origins, setOrigins] = useState(partner?.allowedOrigins.join('\n') ?? '');
  const [webhook, setWebhook] = useState(partner?.webhookUrl ?? '');
  const saving = create.isPending || update.isPending;
  const errors = partnerFieldErrors(partner ? update.error : create.error);

  const submit = () => {
    const body = {
      name: name.trim(),
      allowedOrigins: originsOf(origins),
      webhookUrl: webhook.trim() === '' ? null : webhook.trim(),
    };
    if (partner) {
      update.mutate(
        { id: partner.id, ...body },
        {
          onSuccess: () => {
            toast.success(t('admin.partners.savedToast', { name: body.name }));
            onClose();
          },
          onError: (error) => toast.failure(t('admin.partners.failed'), error),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (credentials) => onCreated?.(credentials),
        onError: (error) => toast.failure(t('admin.partners.failed'), error),
      });
    }
  };

  return (
    <AdminFormDialog
      title={
        partner
          ? t('admin.partners.editTitle', { name: partner.name })
          : t('admin.partners.addTitle')
      }
      onClose={onClose}
      submitLabel={
        saving
          ? t('admin.partners.saving')
          : t(partner ? 'admin.partners.save' : 'admin.partners.create')
      }
      busy={saving}
      onSubmit={submit}
    >
      <TextField
        label={t('admin.partners.name')}
        required
        maxLength={200}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('admin.partners.origins')}
        required
        rows={3}
        hint={t('admin.partners.originsHint')}
        value={origins}
        error={errors.origins}
        onChange={(event) => setOrigins(event.target.value)}
      />
      <TextField
        label={t('admin.partners.webhook')}
        type="url"
        maxLength={500}
        hint={t('admin.partners.webhookHint')}
        value={webhook}
        error={errors.webhook}
        onChange={(event) => setWebhook(event.target.value)}
      />
    </AdminFormDialog>
  );
}
