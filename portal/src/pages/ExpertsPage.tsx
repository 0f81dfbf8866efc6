import {
  ExpertDirectory,
  type ExpertListParams,
  type DirectoryParamsChange,
} from '@expertbridge/ui-kit';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { directoryParamsFrom, directorySearchFor } from '../app/directoryParams.js';

/** /experts: the directory, its filters kept in the address bar (shareable, and Back undoes a search). */
export default function ExpertsPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // A search made in the directory writes the address; an address from elsewhere (a category link, Back)
  // starts the directory afresh from it.
  const [shown, setShown] = useState({ search, version: 0 });
  if (shown.search !== search) setShown({ search, version: shown.version + 1 });

  // A corrected page (past the end, or no page at all) replaces the address rather than adding to history.
  const onParamsChange = (params: ExpertListParams, { replace }: DirectoryParamsChange) => {
    const next = directorySearchFor(params);
    setShown({ search: next, version: shown.version });
    void navigate({ pathname: '/experts', search: next }, { replace });
  };
  return (
    <ExpertDirectory
      key={shown.version}
      initialParams={directoryParamsFrom(search)}
      onParamsChange={onParamsChange}
    />
  );
}
