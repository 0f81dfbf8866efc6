// Stripe's Elements refuse a mount point inside a shadow tree. A host that renders the kit into one (the
// partner widget) provides a light-DOM node for Stripe's Payment Element instead: a child of the shadow host,
// shown at the card step's place through a named <slot>. Without a provider the element mounts in place.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A light-DOM node lent to the Payment Element, and the slot name that shows it in the shadow tree. */
export interface StripeMountPoint {
  node: HTMLElement;
  slotName: string;
  /** Removes the node from the light DOM; the step calls this when it goes away. */
  release(): void;
}

/** Lends mount points in the light DOM of a shadow host. */
export interface StripeMountHost {
  claim(): StripeMountPoint;
  /** Stripe's Appearance variables: the Payment Element takes no CSS from the shadow tree. */
  appearance?: StripeAppearanceVariables;
}

/** The subset of Stripe's Appearance API variables the kit sets from its tokens. */
export interface StripeAppearanceVariables {
  colorPrimary?: string;
  colorText?: string;
  colorBackground?: string;
  fontFamily?: string;
  borderRadius?: string;
}

const MountHostContext = createContext<StripeMountHost | undefined>(undefined);

/** Gives the kit's Stripe card step a light-DOM mount point (used by hosts rendering into a shadow root). */
export function StripeMountTargetProvider({
  host,
  children,
}: {
  host: StripeMountHost;
  children: ReactNode;
}) {
  return <MountHostContext.Provider value={host}>{children}</MountHostContext.Provider>;
}

/** The provided host's Appearance variables, if any. */
export function useStripeAppearance(): StripeAppearanceVariables | undefined {
  return useContext(MountHostContext)?.appearance;
}

/**
 * Renders `children` (the Payment Element) where the step is: in place, or, under a mount host, portalled
 * into a light-DOM node that a <slot> shows here.
 */
export function StripeMountTarget({ children }: { children: ReactNode }) {
  const host = useContext(MountHostContext);
  const [point, setPoint] = useState<StripeMountPoint>();
  useLayoutEffect(() => {
    if (!host) return;
    const claimed = host.claim();
    // The node must be in the page before the Payment Element's own layout effect mounts into it, and
    // claiming it appends to the host: a side effect, so here rather than during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPoint(claimed);
    return () => claimed.release();
  }, [host]);
  if (!host) return <>{children}</>;
  if (!point) return null;
  return (
    <>
      <slot name={point.slotName} />
      {createPortal(children, point.node)}
    </>
  );
}

let widgets = 0;

/**
 * A mount host for a custom element with a shadow root: each claim appends a `<div slot="…">` to `element`
 * under a name unique on the page, so several widgets never show each other's card step.
 */
export function lightDomMountHost(
  element: HTMLElement,
  appearance?: StripeAppearanceVariables,
): StripeMountHost & { releaseAll(): void } {
  widgets += 1;
  const prefix = `eb-stripe-${widgets}`;
  let claims = 0;
  const held = new Set<HTMLElement>();
  return {
    appearance,
    claim() {
      claims += 1;
      const slotName = `${prefix}-${claims}`;
      const node = element.ownerDocument.createElement('div');
      node.slot = slotName;
      node.dataset.ebStripeMount = '';
      // The partner's own CSS reaches light-DOM children: keep the node a plain block however it styles divs.
      node.style.display = 'block';
      node.style.margin = '0';
      node.style.padding = '0';
      element.append(node);
      held.add(node);
      return {
        node,
        slotName,
        release() {
          node.remove();
          held.delete(node);
        },
      };
    },
    releaseAll() {
      for (const node of held) node.remove();
      held.clear();
    },
  };
}

/** Stripe's Appearance variables from the kit's tokens as computed on `element` (plain colours only). */
export function appearanceFrom(element: Element): StripeAppearanceVariables {
  const style = getComputedStyle(element);
  const token = (name: string) => {
    const value = style.getPropertyValue(name).trim();
    // Stripe parses plain colours and lengths; light-dark() and var() it would reject.
    return value && !/\(/.test(value.replace(/^(rgb|rgba|hsl|hsla)\(/, '')) ? value : undefined;
  };
  const variables: StripeAppearanceVariables = {
    colorPrimary: token('--eb-color-primary'),
    colorText: style.color || undefined,
    fontFamily: style.fontFamily || undefined,
    borderRadius: token('--eb-radius-md'),
  };
  return Object.fromEntries(
    Object.entries(variables).filter(([, value]) => value),
  ) as StripeAppearanceVariables;
}
