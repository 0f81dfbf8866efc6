/** A placeholder block shown while data loads; hidden from assistive technology (the region is busy). */
export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <div className="eb-skeleton" style={{ height, width }} aria-hidden="true" />;
}
