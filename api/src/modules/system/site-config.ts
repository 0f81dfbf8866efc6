import type { components } from '@expertbridge/sdk';
import type { Config } from '../../platform/config.js';

/**
 * What the product states in its texts: the one set of marketing figures and the lifecycle durations new
 * bookings get, so the pages word what the API and the workflows enforce.
 */
export function siteConfig(config: Config): components['schemas']['SiteConfig'] {
  const { lifecycle } = config;
  return {
    figures: { ...config.marketingFigures },
    lifecycle: {
      paymentWindowMs: lifecycle.paymentWindowMs,
      expertResponseWindowMs: lifecycle.expertResponseWindowMs,
      joiningInstructionsLeadMs: lifecycle.joiningInstructionsLeadMs,
      startReminderLeadMs: lifecycle.startReminderLeadMs,
      joinWindowLeadMs: lifecycle.joinWindowLeadMs,
      noShowGraceMs: lifecycle.noShowGraceMs,
      fullRefundLeadMs: lifecycle.fullRefundLeadMs,
      freeRescheduleLeadMs: lifecycle.freeRescheduleLeadMs,
      escrowHoldMs: lifecycle.escrowHoldMs,
    },
  };
}
