import type { components } from '@expertbridge/sdk';
import { useT } from '../../../i18n/I18nProvider.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { counterpartOf, type DashboardRole } from './dashboardRole.js';

type Consultation = components['schemas']['Consultation'];

/** The other party of a consultation: avatar, name, and 'Client' or the expert's title beneath. */
export function Counterpart({
  consultation,
  role,
}: {
  consultation: Consultation;
  role: DashboardRole;
}) {
  const t = useT();
  const person = counterpartOf(consultation, role);
  const name = `${person.firstName} ${person.lastName}`.trim() || t('expert.unknownName');
  return (
    <span className="eb-counterpart">
      <Avatar
        firstName={person.firstName}
        lastName={person.lastName}
        imageUrl={person.profileImageUrl}
        size="2rem"
      />
      <span className="eb-counterpart__text">
        <span className="eb-counterpart__name">{name}</span>
        <span className="eb-counterpart__role">
          {role === 'expert' ? t('dashboard.client') : consultation.expert.title}
        </span>
      </span>
    </span>
  );
}
