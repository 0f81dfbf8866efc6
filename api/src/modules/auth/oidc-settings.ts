import { ConfigError, type Config } from '../../platform/config.js';

/** The OpenID Connect provider's settings from the config, or undefined when none is configured. */
export function oidcSettings(config: Config) {
  if (!config.oidc) return undefined;
  const allowHttp = new URL(config.oidc.issuer).protocol === 'http:';
  if (allowHttp && config.isProduction) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER must use https in production');
  }
  return {
    ...config.oidc,
    redirectUri: `${config.PUBLIC_URL}/api/auth/oidc/callback`,
    allowHttp,
  };
}
