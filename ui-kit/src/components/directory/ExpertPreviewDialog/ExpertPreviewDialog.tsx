import type { Expert } from '@expertbridge/sdk';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { Icon } from '../../../primitives/Icon.js';
import { Stars } from '../../../primitives/Stars.js';
import { expertName, responseTimeText } from '../ExpertCard/expertDisplay.js';
import { FavoriteToggle } from '../FavoriteToggle/FavoriteToggle.js';

export interface ExpertPreviewDialogProps {
  expert: Expert;
  onClose: () => void;
}

/**
 * The Expert Preview (part 1 §2): the rate as stored, the expert's real rating and review count
 * (DESIGN §6), consultation methods, response time and service countries; the favourite toggle, View Full
 * Profile and Close Preview.
 */
export function ExpertPreviewDialog({ expert, onClose }: ExpertPreviewDialogProps) {
  const t = useT();
  const name = expertName(expert, t);
  return (
    <Dialog
      title={t('preview.title')}
      onClose={onClose}
      footer={
        <>
          <FavoriteToggle expert={expert} labelled />
          <Button variant="secondary" onClick={onClose}>
            {t('preview.close')}
          </Button>
          <Link to={`/expert-profile/${expert.id}`} className="eb-btn eb-btn--primary">
            {t('preview.viewFullProfile')}
          </Link>
        </>
      }
    >
      <div className="eb-preview">
        <div className="eb-preview__who">
          <Avatar
            firstName={expert.user.firstName}
            lastName={expert.user.lastName}
            imageUrl={expert.user.profileImageUrl}
            size="3.5rem"
          />
          <div>
            <p className="eb-preview__name">
              {name}
              {expert.isVerified ? (
                <span className="eb-badge eb-badge--primary">{t('expert.verified')}</span>
              ) : null}
            </p>
            <p className="eb-muted">{expert.title.trim() || t('expert.defaultTitle')}</p>
          </div>
        </div>
        <p className="eb-row">
          <Stars rating={expert.averageRating} />
          <span className="eb-muted">
            {t('expert.reviewCount', { count: expert.totalReviews })}
          </span>
        </p>
        <dl className="eb-preview__facts">
          <dt>{t('preview.rate')}</dt>
          <dd>
            {t('expert.perHour', { price: formatMoney(expert.hourlyRate, { decimals: true }) })}
          </dd>
          <dt>{t('preview.methods')}</dt>
          <dd className="eb-row">
            {expert.consultationMethods.map((method) => (
              <span key={method} className="eb-badge">
                <Icon name={method === 'chat' ? 'chat' : 'video'} />
                {t(`method.${method}`)}
              </span>
            ))}
          </dd>
          <dt>{t('profile.responseTime')}</dt>
          <dd>{responseTimeText(expert)}</dd>
          <dt>{t('expert.serves')}</dt>
          <dd>{expert.serviceCountries.map((c) => t(`country.${c}`)).join(', ')}</dd>
        </dl>
      </div>
    </Dialog>
  );
}
