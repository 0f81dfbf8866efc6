import { z } from 'zod';

/**
 * A payment intent's id as a request names it: Stripe's ids (`pi_…`) and the sandbox's are visible ASCII. Anything
 * else (a NUL byte, which PostgreSQL cannot even compare, found by contract fuzzing as a 500) is a 400.
 */
export const paymentIntentIdField = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[!-~]+$/, 'Must be a payment intent id: visible ASCII characters, no spaces');
