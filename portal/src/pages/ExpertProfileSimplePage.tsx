import { useT } from '@expertbridge/ui-kit';
import { useParams } from 'react-router';

/** /expert-profile-simple/{id}: the spec's simple test variant, the words 'Expert Profile' and the id. */
export default function ExpertProfileSimplePage() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <section className="eb-state">
      <h1 className="eb-heading">{t('route.simpleProfileTitle')}</h1>
      <p className="eb-muted">{t('route.simpleProfileId', { id })}</p>
    </section>
  );
}
