// The booking app the loader imports on demand: the UI kit's widget flow, rendered into one element's
// shadow root with the kit's widget stylesheet adopted there (a constructable stylesheet: nothing inline).
import kitCss from '@expertbridge/ui-kit/widget.css?inline';
import {
  appearanceFrom,
  createQueryClient,
  lightDomMountHost,
  Dialog,
  primeWidgetQueries,
  StripeMountTargetProvider,
  WidgetBooking,
  WidgetProvider,
  useT,
  type WidgetBookingProps,
} from '@expertbridge/ui-kit/widget';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Emit } from '../events.js';
import type { WidgetSettings } from '../loader/attributes.js';
import type { MountedWidget, MountOptions } from '../loader/mount.js';
import {
  bookingToResume,
  forgetBooking,
  rememberBooking,
  RETURN_PARAMETER,
  withoutReturnParameters,
} from './resume.js';

let kitSheet: CSSStyleSheet | undefined;

/** Mounts one widget's booking app; the loader calls this once per element. */
export function mount({ root, container, settings, emit, prefetch }: MountOptions): MountedWidget {
  kitSheet ??= new CSSStyleSheet();
  if (kitSheet.cssRules.length === 0) kitSheet.replaceSync(kitCss);
  // The kit's first: the loader's sheets after it (its placeholder, the host's accent and radius) win.
  root.adoptedStyleSheets = [kitSheet, ...root.adoptedStyleSheets];

  const resume = bookingToResume(sessionStorage, location.href, settings.expertId);
  if (resume) history.replaceState(history.state, '', withoutReturnParameters(location.href));
  // The button may be pressed before the app has rendered: an early open waits for the widget's opener.
  let opener: (() => void) | undefined;
  let openWhenReady = false;
  const open = () => {
    if (opener) opener();
    else openWhenReady = true;
  };
  const queries = createQueryClient();
  primeWidgetQueries(queries, {
    expertId: settings.expertId,
    lookaheadFrom: prefetch.from,
    expert: prefetch.expert,
    ahead: prefetch.ahead,
  });
  // Stripe's Payment Element refuses the shadow tree: it mounts in the element's light DOM, slotted back in.
  const host = root.host as HTMLElement;
  const stripeHost = lightDomMountHost(host, appearanceFrom(host));
  const reactRoot = createRoot(container);
  reactRoot.render(
    <WidgetProvider
      baseUrl={settings.apiBase}
      partnerKey={settings.partnerKey}
      theme={settings.theme}
      queryClient={queries}
    >
      <StripeMountTargetProvider host={stripeHost}>
        <Widget
          settings={settings}
          lookaheadFrom={prefetch.from}
          emit={emit}
          resume={resume}
          onOpener={(ready) => {
            opener = ready;
            if (openWhenReady) ready();
            openWhenReady = false;
          }}
        />
      </StripeMountTargetProvider>
    </WidgetProvider>,
  );
  return {
    open,
    unmount: () => {
      reactRoot.unmount();
      stripeHost.releaseAll();
    },
  };
}

interface WidgetProps {
  settings: WidgetSettings;
  lookaheadFrom: string;
  emit: Emit;
  resume: WidgetBookingProps['resume'];
  onOpener: (open: () => void) => void;
}

/** One widget: the flow in the page, or in a modal its button opens. */
function Widget({ settings, lookaheadFrom, emit, resume, onOpener }: WidgetProps) {
  const t = useT();
  const inline = settings.mode === 'inline';
  const [open, setOpen] = useState(Boolean(resume) && !inline);
  useEffect(() => onOpener(() => setOpen(true)), [onOpener]);

  const flow = (
    <WidgetBooking
      expertId={settings.expertId}
      prefill={settings.prefill}
      metadata={settings.metadata}
      timeZone={settings.timeZone}
      lookaheadFrom={lookaheadFrom}
      returnUrl={returnAddress()}
      resume={resume}
      onReady={() => {
        // Popup and floating widgets said ready when their button was in place.
        if (inline)
          emit('expertbridge:ready', { expertId: settings.expertId, mode: settings.mode });
      }}
      onSlotSelected={(slot) =>
        emit('expertbridge:slot-selected', { ...slot, expertId: settings.expertId })
      }
      onBookingCreated={(booking) => {
        rememberBooking(sessionStorage, booking.id, {
          token: booking.bookingToken,
          expertId: settings.expertId,
        });
        emit('expertbridge:booking-created', { bookingId: booking.id });
      }}
      onPaymentSucceeded={(booking) => {
        forgetBooking(sessionStorage, booking.id);
        emit('expertbridge:payment-succeeded', { bookingId: booking.id });
      }}
      onPaymentFailed={(failure) => emit('expertbridge:payment-failed', failure)}
      onRescheduled={(move) => emit('expertbridge:rescheduled', move)}
      // The tab's, as the payment's resume: a booking's token never outlives the visitor's tab on the partner's page.
      memory={{ storage: sessionStorage, partnerKey: settings.partnerKey }}
    />
  );
  if (inline) return flow;
  if (!open) return null;
  return (
    <Dialog
      title={t('widget.open')}
      onClose={() => {
        setOpen(false);
        emit('expertbridge:closed', {});
      }}
    >
      {flow}
    </Dialog>
  );
}

/** The partner's page, for a payment method that redirects; the flow adds the booking's id to it. */
function returnAddress(): string {
  const url = new URL(withoutReturnParameters(location.href));
  url.searchParams.delete(RETURN_PARAMETER);
  return url.href;
}
