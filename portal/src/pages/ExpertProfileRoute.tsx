import { ExpertProfilePage } from '@expertbridge/ui-kit';
import { useLocation, useNavigate, useParams } from 'react-router';

const PANELS = { '#book': 'book', '#chat': 'chat' } as const;

/** /expert-profile/{id} (and /experts/{id}): the profile; #book opens Book & Pay, #chat the chat dialog. */
export default function ExpertProfileRoute() {
  const { id = '' } = useParams();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const panel = PANELS[hash as keyof typeof PANELS] ?? null;
  return (
    <ExpertProfilePage
      id={id}
      panel={panel}
      onPanelChange={(next) =>
        void navigate({ pathname, search, hash: next ? `#${next}` : '' }, { replace: !next })
      }
      onBooked={(consultation) => void navigate(`/payment/${consultation.id}`)}
    />
  );
}
