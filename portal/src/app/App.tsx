import { ExpertBridgeProvider, type LiveConnector, type Navigate } from '@expertbridge/ui-kit';
import { useCallback, useState } from 'react';
import { Navigate as Redirect, Route, Routes, useNavigate } from 'react-router';
import { AdminLocaleProvider, useAdminLocaleState } from './adminLocale.js';
import { LiveLoader } from './LiveLoader.js';
import { RouteFrame } from './RouteFrame.js';
import { NOT_FOUND, REDIRECTS, ROUTES } from './routes.js';
import { Shell } from './Shell.js';

/** The portal: the kit's providers over the router's navigation, the shell, and the route table. */
export function App() {
  const routerNavigate = useNavigate();
  const [live, setLive] = useState<LiveConnector>();
  const [adminLocale, setAdminLocale] = useAdminLocaleState();
  const loadLive = useCallback((connect: LiveConnector) => setLive(() => connect), []);
  // The kit's links and redirects go through the router; sign-in and sign-out at /api/* leave the app.
  const navigate = useCallback<Navigate>(
    (to, options) => {
      if (options?.fullPage || to.startsWith('/api/')) window.location.assign(to);
      else void routerNavigate(to);
    },
    [routerNavigate],
  );
  return (
    <ExpertBridgeProvider live={live} navigate={navigate} adminLocale={adminLocale}>
      {live ? null : <LiveLoader onLoad={loadLive} />}
      <AdminLocaleProvider onChange={setAdminLocale}>
        <Shell>
          <Routes>
            {ROUTES.flatMap((route) =>
              route.paths.map((path) => (
                <Route key={path} path={path} element={<RouteFrame route={route} />} />
              )),
            )}
            {Object.entries(REDIRECTS).map(([from, to]) => (
              <Route key={from} path={from} element={<Redirect to={to} replace />} />
            ))}
            <Route path="*" element={<RouteFrame route={NOT_FOUND} />} />
          </Routes>
        </Shell>
      </AdminLocaleProvider>
    </ExpertBridgeProvider>
  );
}
