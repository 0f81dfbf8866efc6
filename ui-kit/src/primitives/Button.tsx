import type { ButtonHTMLAttributes, Ref } from 'react';

/** The button looks of the kit. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  iconOnly?: boolean;
  /** React 19 passes ref as a prop: a caller can move focus back to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A native button with the kit's look; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  iconOnly = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['eb-btn', `eb-btn--${variant}`, iconOnly ? 'eb-btn--icon' : '', className ?? ''];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
