import type { components } from '@expertbridge/sdk';
import { z } from 'zod';

type RegisterRequest = components['schemas']['RegisterRequest'];
type LoginRequest = components['schemas']['LoginRequest'];
type UpdateUserRequest = components['schemas']['UpdateUserRequest'];

export const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;
const RETURN_TO_MAX = 500;

// PostgreSQL text cannot hold NUL, and no name needs a control character.
const CONTROL_CHARACTERS = /\p{Cc}/u;

function requiredText(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be text`,
  });
}

export function personName(label: string) {
  return requiredText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `${label} must not contain control characters`,
    );
}

/** A host name's label (RFC 1035): letters, digits and hyphens, neither first nor last, at most 63 characters. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * What zod's pattern leaves out: RFC 5321's 64 characters before the @, and domain labels that are host names (at
 * most 63 characters, no hyphen first or last).
 */
const withinEmailLimits = (email: string) => {
  const at = email.lastIndexOf('@');
  return (
    at <= 64 &&
    email
      .slice(at + 1)
      .split('.')
      .every((label) => DOMAIN_LABEL.test(label))
  );
};

/** An e-mail address as stored: trimmed, lower-cased, of a shape the users table accepts. */
export const emailAddress = requiredText('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(
    z
      .email({ error: 'Enter a valid email address', abort: true })
      .refine(withinEmailLimits, 'Enter a valid email address'),
  );

// Unknown fields are refused (the contract says additionalProperties: false); parseOrThrow names each one.
const bodyObject = { error: 'The request body must be a JSON object' };

/** A password being set: the bounds of the contract. */
const newPassword = requiredText('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/auth/email/register: names trimmed, e-mail normalised, every bound of the contract. */
export const registerRequest = z.strictObject(
  {
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailAddress,
    password: newPassword,
  },
  bodyObject,
) satisfies z.ZodType<RegisterRequest, RegisterRequest>;

/**
 * POST /api/auth/email/login. The e-mail's shape is not checked: a malformed one matches no account, and answering
 * it like any other unknown e-mail keeps sign-in from telling anything apart.
 */
export const loginRequest = z.strictObject(
  {
    email: requiredText('Email')
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    password: requiredText('Password')
      .min(1, 'Password is required')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  },
  bodyObject,
) satisfies z.ZodType<LoginRequest, LoginRequest>;

/** PATCH /api/auth/user: the names under the same rules as at registration; nothing else may change here. */
export const updateUserRequest = z.strictObject(
  { firstName: personName('First name'), lastName: personName('Last name') },
  bodyObject,
) satisfies z.ZodType<UpdateUserRequest, UpdateUserRequest>;

// The other direction of the type check: every field the contract requires is in the schema.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const registerMatchesContract: Exactly<z.output<typeof registerRequest>, RegisterRequest> = true;
const loginMatchesContract: Exactly<z.output<typeof loginRequest>, LoginRequest> = true;
const updateUserMatchesContract: Exactly<
  z.output<typeof updateUserRequest>,
  UpdateUserRequest
> = true;
void registerMatchesContract;
void loginMatchesContract;
void updateUserMatchesContract;

/**
 * A same-site path: one leading `/`, never `//` or `/\` (both mean another host to a browser), no whitespace or
 * control characters.
 */
const returnToPath = z
  .string('returnTo must be text')
  .max(RETURN_TO_MAX, `returnTo must be at most ${RETURN_TO_MAX} characters`)
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, 'returnTo must be a path on this site, like /dashboard');

/** GET /api/login. */
export const startLoginQuery = z.object({ returnTo: returnToPath.optional() });

// openid-client's states are base64url; anything else cannot be one of ours.
const oidcState = requiredText('state').regex(/^[A-Za-z0-9_-]{1,200}$/, 'state is not valid');

/** GET /api/auth/oidc/callback when the provider sends a code. */
export const oidcCallbackQuery = z.object({
  code: requiredText('code').min(1, 'code is required').max(2000, 'code is too long'),
  state: oidcState,
});

/** GET /api/auth/oidc/callback when the provider refused. */
export const oidcErrorQuery = z.object({
  // RFC 6749 §4.1.2.1: error codes are printable ASCII without `"` and `\`.
  error: z.string().regex(/^[\x20\x21\x23-\x5b\x5d-\x7e]{1,200}$/),
  state: oidcState.optional(),
});

/** POST /api/auth/claim: the e-mailed code and the new password. */
export const claimRequest = z.strictObject(
  {
    code: requiredText('Code')
      .min(1, 'Code is required')
      .max(200, 'Code must be at most 200 characters'),
    password: newPassword,
  },
  bodyObject,
);
