import { ApiRequestError } from '../../../api/errors.js';
import { useStartPayoutOnboarding } from '../../../hooks/payouts.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { payoutActionLabel } from '../payoutWords.js';

/**
 * Set up payouts / Continue setup / Update details: asks the API for a fresh onboarding link and sends the
 * browser there (Stripe's hosted onboarding, or the sandbox's page). It stays busy until the page leaves,
 * so a second press cannot make a second link.
 */
export function PayoutSetupButton({ status }: { status: string }) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartPayoutOnboarding();
  const leaving = start.isPending || start.isSuccess;
  // Setting up or finishing is the page's main action; updating details that work is not.
  const primary = status === 'not_started' || status === 'details_due' || status === 'restricted';
  const failure =
    start.error instanceof ApiRequestError && start.error.status < 500 && start.error.serverMessage
      ? start.error.serverMessage
      : t('payouts.action.failed');
  return (
    <div className="eb-payout-action">
      <Button
        variant={primary ? 'primary' : 'secondary'}
        disabled={leaving}
        aria-busy={leaving || undefined}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (link) => navigate(link.url, { fullPage: true }),
          })
        }
      >
        {leaving ? t('payouts.action.opening') : payoutActionLabel(status, t)}
      </Button>
      {start.isError ? (
        <p className="eb-field-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
