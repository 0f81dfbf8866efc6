import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpertBridgeBooking } from './ExpertBridgeBooking.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

function renderInto(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return { container, root };
}

describe('ExpertBridgeBooking (React)', () => {
  it('renders the element with its attributes, metadata as meta-*', () => {
    const { container } = renderInto(
      <ExpertBridgeBooking
        expertId="e1"
        partnerKey="pk_test_smithco"
        mode="popup"
        accent="#7a2e2e"
        prefill={{ name: 'Mere Tane' }}
        metadata={{ matter: '2026-114' }}
      />,
    );
    const element = container.querySelector('expertbridge-booking');
    expect(element?.getAttribute('expert-id')).toBe('e1');
    expect(element?.getAttribute('partner-key')).toBe('pk_test_smithco');
    expect(element?.getAttribute('mode')).toBe('popup');
    expect(element?.getAttribute('accent')).toBe('#7a2e2e');
    expect(element?.getAttribute('prefill-name')).toBe('Mere Tane');
    expect(element?.getAttribute('meta-matter')).toBe('2026-114');
    expect(element?.hasAttribute('theme')).toBe(false);
  });

  it('hands each event’s detail to its prop, the latest one', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { container, root } = renderInto(
      <ExpertBridgeBooking expertId="e1" partnerKey="pk" onBookingCreated={first} />,
    );
    act(() =>
      root.render(<ExpertBridgeBooking expertId="e1" partnerKey="pk" onBookingCreated={latest} />),
    );
    container
      .querySelector('expertbridge-booking')
      ?.dispatchEvent(
        new CustomEvent('expertbridge:booking-created', { detail: { bookingId: 'b1' } }),
      );
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith({ bookingId: 'b1' });
  });

  it('adds the loader to the page once', () => {
    const src = 'https://api.expertbridge.example/widget/expertbridge.js';
    renderInto(<ExpertBridgeBooking expertId="e1" partnerKey="pk" loaderSrc={src} />);
    renderInto(<ExpertBridgeBooking expertId="e2" partnerKey="pk" loaderSrc={src} />);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
  });
});
