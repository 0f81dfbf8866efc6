import type { components } from '@expertbridge/sdk';
import { ApiRequestError } from '../../../api/errors.js';
import { useCompleteConsultation } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

type Consultation = components['schemas']['Consultation'];

/**
 * Asks the client to confirm Complete & Pay Expert, since releasing the payment cannot be undone, then
 * completes the consultation with the spec's completion toasts (part 2 §8, in English as DESIGN §6 has it).
 * A refusal shows the server's reason (e.g. a 409 when the expert already ended it).
 */
export function CompleteDialog({
  consultation,
  onClose,
}: {
  consultation: Consultation;
  onClose: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const complete = useCompleteConsultation();
  const { firstName, lastName } = consultation.expert.user;

  const confirm = () =>
    complete.mutate(
      { id: consultation.id },
      {
        onSuccess: () => {
          toast({
            title: t('dashboard.complete.successTitle'),
            description: t('dashboard.complete.successDescription'),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          toast({
            title: t('dashboard.complete.failedTitle'),
            description:
              (error instanceof ApiRequestError && error.serverMessage) ||
              t('dashboard.complete.failedDescription'),
            variant: 'destructive',
          });
          onClose();
        },
      },
    );

  return (
    <Dialog
      title={t('dashboard.complete.action')}
      onClose={() => {
        if (!complete.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={complete.isPending} onClick={onClose}>
            {t('dashboard.complete.cancel')}
          </Button>
          <Button disabled={complete.isPending} onClick={confirm}>
            {complete.isPending ? t('dashboard.complete.busy') : t('dashboard.complete.action')}
          </Button>
        </>
      }
    >
      <p>
        {t('dashboard.complete.description', {
          title: consultation.title,
          name: `${firstName} ${lastName}`.trim(),
        })}
      </p>
    </Dialog>
  );
}
