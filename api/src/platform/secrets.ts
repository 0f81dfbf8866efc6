import { randomBytes } from 'node:crypto';
import type { SecretsRepository } from './secrets.repository.js';

/**
 * A key the server generates once and keeps in the database (platform_secrets), so that what it signs stays valid
 * across restarts and across API processes without any configuration. Concurrent first calls agree: the first insert
 * wins and everyone reads it back.
 */
export async function platformSecret(secrets: SecretsRepository, name: string): Promise<Buffer> {
  const existing = await secrets.find(name);
  if (existing !== undefined) return Buffer.from(existing, 'base64url');
  await secrets.insertIfAbsent(name, randomBytes(32).toString('base64url'));
  const stored = await secrets.find(name);
  if (stored === undefined) throw new Error(`platform secret ${name} was not stored`);
  return Buffer.from(stored, 'base64url');
}
