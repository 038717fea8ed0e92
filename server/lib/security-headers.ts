/** Security headers (helmet) with the app's strict Content-Security-Policy, defined once here. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React Aria positions overlays with inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** HSTS only when the app is served over https (APP_URL); on plain http it means nothing. */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  const directives = Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, sources]) => [name, [...sources]]));
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
