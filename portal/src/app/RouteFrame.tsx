import { AdminLanguageSwitch, Spinner, useT } from '@expertbridge/ui-kit';
import { Suspense, useEffect } from 'react';
import { useSetAdminLocale } from './adminLocale.js';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.js';
import { Guard } from './Guard.js';
import type { PortalRoute } from './routes.js';

/** One route's frame: its guard, its lazily loaded page (a spinner while the chunk loads), the document title. */
export function RouteFrame({ route }: { route: PortalRoute }) {
  const t = useT();
  const title = t(route.title);
  const setAdminLocale = useSetAdminLocale();

  useEffect(() => {
    document.title = route.title === 'route.home' ? title : t('route.suffix', { title });
  }, [route.title, title, t]);

  const Page = route.page;
  return (
    // Keyed by route: a page that failed to load does not stay failed once the visitor goes elsewhere.
    <ChunkErrorBoundary key={route.paths[0]}>
      <Guard access={route.access}>
        {route.access === 'admin' ? <AdminLanguageSwitch onChange={setAdminLocale} /> : null}
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </Guard>
    </ChunkErrorBoundary>
  );
}
