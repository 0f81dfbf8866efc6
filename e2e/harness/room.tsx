// The consultation room against a live API: `room.html?api=<API origin>&consultation=<id>`.
import { ConsultationRoom, connectToApi, ExpertBridgeProvider } from '@expertbridge/ui-kit';
import '@expertbridge/ui-kit/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const api = params.get('api') ?? location.origin;
const consultationId = params.get('consultation') ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ExpertBridgeProvider baseUrl={api} live={connectToApi} navigate={(to) => location.assign(to)}>
      <ConsultationRoom consultationId={consultationId} />
    </ExpertBridgeProvider>
  </StrictMode>,
);
