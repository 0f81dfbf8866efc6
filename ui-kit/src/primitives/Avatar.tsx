import { initials } from '../format/text.js';

export interface AvatarProps {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  imageUrl?: string | null;
  /** CSS length, e.g. "4rem". */
  size?: string;
}

/** A round avatar: the photo when there is one, else the initials. Decorative; names are shown beside it. */
export function Avatar({ firstName, lastName, imageUrl, size }: AvatarProps) {
  const style = size ? ({ '--eb-avatar-size': size } as React.CSSProperties) : undefined;
  return (
    <span className="eb-avatar" style={style} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" /> : initials(firstName, lastName)}
    </span>
  );
}
