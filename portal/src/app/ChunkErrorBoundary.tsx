import { StateMessage, useT } from '@expertbridge/ui-kit';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A page whose code could not be loaded (the network dropped, or a deploy replaced its hashed chunk) offers a
 * reload instead of a blank page. Errors inside a loaded page are the kit's to show; this catches what is left.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

function ChunkFailed() {
  const t = useT();
  return (
    <StateMessage
      headingLevel={1}
      title={t('route.chunkFailedTitle')}
      description={t('route.chunkFailedDescription')}
      action={
        <button
          type="button"
          className="eb-btn eb-btn--primary"
          onClick={() => window.location.reload()}
        >
          {t('route.reload')}
        </button>
      }
    />
  );
}
