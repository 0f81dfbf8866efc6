// A stand-in for Stripe.js (`window.Stripe`) for tests with no way to js.stripe.com. `loadStripe` from
// `@stripe/stripe-js/pure` takes an existing `window.Stripe` instead of injecting its script, so installing
// this first is all a test needs. It keeps Stripe.js's one rule that matters to an embed: an Element refuses
// to mount into a node whose root is a ShadowRoot, with Stripe's own error.

/** What `confirmPayment` answers. */
export type StandInConfirm =
  | { outcome: 'succeeded' }
  | {
      outcome: 'error';
      error: { type: string; code?: string; decline_code?: string; message: string };
    };

export interface StripeStandInOptions {
  /** The answer of every `confirmPayment`; a success by default. */
  confirm?: StandInConfirm;
  /**
   * The name of a page function (a Playwright binding) awaited with the client secret before a success is
   * answered: the test does there what Stripe would (the sandbox's confirmation of the intent).
   */
  confirmBinding?: string;
}

/** What the page did with the stand-in, kept on `window.__stripeStandIn` for a test to read. */
export interface StripeStandInRecord {
  keys: string[];
  /** Each Element mounted: its type, its options, and where it went. */
  mounts: { type: string; options: unknown; connected: boolean }[];
  /** Each mount refused, with Stripe's message. */
  refusals: string[];
  /** The client secrets confirmed. */
  confirmations: string[];
}

/**
 * Installs the stand-in on `target` (a window). Self-contained on purpose: a browser test passes its source to
 * `page.addInitScript`, so it may use nothing from outside its own body.
 */
export function installStripeStandIn(
  target: Window,
  options: StripeStandInOptions = {},
): StripeStandInRecord {
  const record: StripeStandInRecord = { keys: [], mounts: [], refusals: [], confirmations: [] };
  const page = target as unknown as Record<string, unknown>;
  page.__stripeStandIn = record;

  // Stripe.js's errors of integration carry this name and type (no class: the source must serialise as is).
  const integrationError = (message: string) =>
    Object.assign(new Error(message), { name: 'IntegrationError', type: 'IntegrationError' });

  const { ShadowRoot: ShadowRootOfPage } = target as unknown as {
    ShadowRoot?: typeof ShadowRoot;
  };
  const isShadowRoot = (node: Node) =>
    typeof ShadowRootOfPage === 'function' && node instanceof ShadowRootOfPage;

  const createElement = (type: string, elementOptions: unknown) => {
    let node: HTMLElement | undefined;
    const listeners = new Map<string, Set<(event: unknown) => void>>();
    const element = {
      mount(where: HTMLElement | string) {
        const found =
          typeof where === 'string' ? target.document.querySelector<HTMLElement>(where) : where;
        if (!found)
          throw integrationError(
            `The selector you specified (${String(where)}) applies to no DOM elements that are currently on the page.`,
          );
        // Stripe.js asks the mount point for its root, as here: a shadow tree is refused outright.
        if (isShadowRoot(found.getRootNode())) {
          const message =
            'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.';
          record.refusals.push(message);
          throw integrationError(message);
        }
        node = found;
        const frame = target.document.createElement('div');
        frame.className = '__PrivateStripeElement';
        frame.dataset.standIn = type;
        frame.setAttribute('role', 'group');
        frame.setAttribute('aria-label', `Stripe ${type} element (stand-in)`);
        frame.textContent = 'Stripe Payment Element (stand-in)';
        found.append(frame);
        record.mounts.push({
          type,
          options: elementOptions,
          connected: found.isConnected,
        });
        target.setTimeout(() =>
          listeners.get('ready')?.forEach((listener) => listener({ elementType: type })),
        );
        return element;
      },
      on(event: string, listener: (event: unknown) => void) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return element;
      },
      off(event: string, listener: (event: unknown) => void) {
        listeners.get(event)?.delete(listener);
        return element;
      },
      update() {
        return element;
      },
      unmount() {
        node?.replaceChildren();
      },
      destroy() {
        node?.replaceChildren();
        node = undefined;
      },
    };
    return element;
  };

  const Stripe = (key: string) => {
    record.keys.push(key);
    let created: ReturnType<typeof createElement>[] = [];
    let clientSecret = '';
    const elements = (elementsOptions: { clientSecret?: string } = {}) => {
      clientSecret = elementsOptions.clientSecret ?? '';
      const group = {
        create(type: string, elementOptions: unknown) {
          const element = createElement(type, elementOptions);
          created = [...created, element];
          return element;
        },
        getElement: () => created[0] ?? null,
        update: () => group,
        submit: () => Promise.resolve({}),
        fetchUpdates: () => Promise.resolve({}),
      };
      return group;
    };
    const refused = () => Promise.resolve({ error: { type: 'invalid_request_error' } });
    return {
      elements,
      createToken: refused,
      createPaymentMethod: refused,
      confirmCardPayment: refused,
      registerAppInfo: () => undefined,
      _registerWrapper: () => undefined,
      async confirmPayment({ elements: group }: { elements: unknown }) {
        const secret = clientSecret;
        record.confirmations.push(secret);
        if (!group) return { error: { type: 'invalid_request_error', message: 'elements' } };
        const confirm = options.confirm ?? { outcome: 'succeeded' };
        if (confirm.outcome === 'error') return { error: confirm.error };
        const binding = options.confirmBinding
          ? (page[options.confirmBinding] as ((secret: string) => Promise<unknown>) | undefined)
          : undefined;
        // Stripe.js answers a failed confirmation with an error, never a rejected promise.
        if (binding) {
          try {
            await binding(secret);
          } catch (error) {
            return { error: { type: 'api_error', message: String(error) } };
          }
        }
        const id = secret.split('_secret_')[0] ?? secret;
        return { paymentIntent: { id, status: 'succeeded', object: 'payment_intent' } };
      },
    };
  };
  Object.assign(Stripe, { version: 'endive' });
  page.Stripe = Stripe;
  return record;
}

/** The stand-in as a script for a browser page (Playwright's `addInitScript({ content })`). */
export function stripeStandInScript(options: StripeStandInOptions = {}): string {
  return `(${installStripeStandIn.toString()})(window, ${JSON.stringify(options)});`;
}
