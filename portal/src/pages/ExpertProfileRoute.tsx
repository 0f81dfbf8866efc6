import { ExpertProfilePage } from '@expertbridge/ui-kit';
import { useNavigate, useParams } from 'react-router';
import { PROFILE_PANELS, useHashPanel } from '../app/hashPanel.js';

/** /expert-profile/{id} (and /experts/{id}): the profile; #book opens Book & Pay, #chat the chat dialog. */
export default function ExpertProfileRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { panel, setPanel } = useHashPanel(PROFILE_PANELS);
  return (
    <ExpertProfilePage
      id={id}
      panel={panel}
      onPanelChange={setPanel}
      onBooked={(consultation) => void navigate(`/payment/${consultation.id}`)}
    />
  );
}
