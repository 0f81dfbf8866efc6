import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExpertBridgeProvider } from '../../../ExpertBridgeProvider.js';
import { exampleResponse } from '../../../mocks/examples.js';
import {
  installStripeStandIn,
  type StripeStandInOptions,
  type StripeStandInRecord,
} from '../../../testing/stripeStandIn.js';
import { Checkout, type PaymentCalls } from './Checkout.js';
import {
  appearanceFrom,
  lightDomMountHost,
  StripeMountTargetProvider,
  type StripeMountHost,
} from './StripeMountTarget.js';

const config = {
  ...exampleResponse('getPaymentConfig', 200),
  gateway: 'stripe' as const,
  publishableKey: 'pk_test_standin',
};
const options: StripeStandInOptions = {};
let record: StripeStandInRecord;

beforeAll(() => {
  record = installStripeStandIn(window, options);
});
afterEach(() => {
  record.mounts.length = 0;
  record.refusals.length = 0;
  record.confirmations.length = 0;
  delete options.confirm;
});

function calls(): PaymentCalls<{ id: string }> {
  return {
    createIntent: vi.fn(async () => ({
      clientSecret: 'pi_standin_1_secret_2',
      paymentIntentId: 'pi_standin_1',
      amount: { amount: 18000, currency: 'NZD' as const },
      gateway: 'stripe' as const,
    })),
    confirmSandbox: vi.fn(),
    process: vi.fn(async (id: string) => ({ id })),
  };
}

/** Catches what the card step throws, as a page's error boundary would, so the test can read it. */
class Caught extends Component<{ onError: (error: Error) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The card step as the kit renders it, into `container`, under a mount host when given one. */
function renderCheckout(
  container: HTMLElement,
  payment: PaymentCalls<{ id: string }>,
  onPaid: (paid: { id: string }) => void,
  host?: StripeMountHost,
  onError?: (error: Error) => void,
) {
  const checkout = (
    <Checkout
      config={config}
      amount={{ amount: 18000, currency: 'NZD' }}
      calls={payment}
      returnUrl="http://localhost/back"
      onPaid={onPaid}
    />
  );
  const tree = host ? (
    <StripeMountTargetProvider host={host}>{checkout}</StripeMountTargetProvider>
  ) : (
    checkout
  );
  return render(
    <ExpertBridgeProvider baseUrl="http://localhost" fetch={() => Promise.reject(new Error('no'))}>
      {onError ? <Caught onError={onError}>{tree}</Caught> : tree}
    </ExpertBridgeProvider>,
    { container },
  );
}

/** A custom element's shadow root with a container for the app, as the widget's loader makes. */
function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  return { host, root, container };
}

describe('the Stripe card step and its mount point', () => {
  it('mounts in place in the light DOM, with the wallets left on, and pays', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const payment = calls();
    const onPaid = vi.fn();
    renderCheckout(container, payment, onPaid);
    const element = await screen.findByRole('group', { name: /Stripe payment element/ });
    expect(container.contains(element)).toBe(true);
    expect(record.mounts).toEqual([
      {
        type: 'payment',
        options: { wallets: { applePay: 'auto', googlePay: 'auto' } },
        connected: true,
      },
    ]);
    await act(async () => screen.getByRole('button', { name: /^Pay NZ\$180\.00/ }).click());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ id: 'pi_standin_1' }));
    expect(record.confirmations).toEqual(['pi_standin_1_secret_2']);
    expect(payment.process).toHaveBeenCalledWith('pi_standin_1');
  });

  it('is refused by Stripe.js inside a shadow root when nothing lends a light-DOM mount point', async () => {
    const { container } = shadowHost();
    // React reports the element's error; the refusal itself is what this test reads.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught = vi.fn();
    renderCheckout(container, calls(), vi.fn(), undefined, caught);
    await waitFor(() =>
      expect(record.refusals).toEqual([
        'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
      ]),
    );
    await waitFor(() => expect(caught).toHaveBeenCalled());
    errors.mockRestore();
    expect(caught.mock.calls[0]?.[0]).toMatchObject({
      name: 'IntegrationError',
      message: 'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
    });
    expect(record.mounts).toEqual([]);
  });

  it("mounts in the shadow host's light DOM, slotted at the card step's place, and cleans up", async () => {
    const { host, root, container } = shadowHost();
    const lender = lightDomMountHost(host);
    const onPaid = vi.fn();
    const view = renderCheckout(container, calls(), onPaid, lender);
    await waitFor(() => expect(record.mounts).toHaveLength(1));
    expect(record.refusals).toEqual([]);
    const mountPoint = host.querySelector<HTMLElement>(':scope > [data-eb-stripe-mount]');
    expect(mountPoint?.querySelector('[data-stand-in="payment"]')).not.toBeNull();
    expect(mountPoint?.getRootNode()).toBe(document);
    const slot = root.querySelector<HTMLSlotElement>('form slot');
    expect(slot?.name).toBe(mountPoint?.slot);
    expect(slot?.assignedElements()).toEqual([mountPoint]);
    // The submit button stays in the shadow tree, after the slot.
    const pay = root.querySelector('form button[type=submit]');
    expect(pay?.textContent).toMatch(/^Pay NZ\$180\.00/);
    await act(async () => (pay as HTMLButtonElement).click());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ id: 'pi_standin_1' }));
    view.unmount();
    expect(host.querySelector('[data-eb-stripe-mount]')).toBeNull();
  });

  it('gives each widget on a page its own slot name', async () => {
    const first = shadowHost();
    const second = shadowHost();
    renderCheckout(first.container, calls(), vi.fn(), lightDomMountHost(first.host));
    renderCheckout(second.container, calls(), vi.fn(), lightDomMountHost(second.host));
    await waitFor(() => expect(record.mounts).toHaveLength(2));
    const names = [first, second].map(
      ({ host }) => host.querySelector<HTMLElement>('[data-eb-stripe-mount]')?.slot,
    );
    expect(new Set(names).size).toBe(2);
    expect(first.root.querySelector('slot')?.name).toBe(names[0]);
    expect(second.root.querySelector('slot')?.name).toBe(names[1]);
  });

  it("shows Stripe's error above the element when the card is refused", async () => {
    options.confirm = {
      outcome: 'error',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    };
    const container = document.body.appendChild(document.createElement('div'));
    const onPaid = vi.fn();
    renderCheckout(container, calls(), onPaid);
    await screen.findByRole('group', { name: /Stripe payment element/ });
    await act(async () => screen.getByRole('button', { name: /^Pay / }).click());
    expect(await screen.findAllByText('Your card was declined.')).not.toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("turns the kit's plain tokens into Appearance variables and leaves out what Stripe cannot parse", () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.style.setProperty('--eb-color-primary', '#7a2e2e');
    element.style.setProperty('--eb-radius-md', 'light-dark(1px, 2px)');
    element.style.color = 'rgb(1, 2, 3)';
    expect(appearanceFrom(element)).toMatchObject({
      colorPrimary: '#7a2e2e',
      colorText: 'rgb(1, 2, 3)',
    });
    expect(appearanceFrom(element).borderRadius).toBeUndefined();
  });
});
