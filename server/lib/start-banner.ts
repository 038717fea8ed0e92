/**
 * The lines the server prints once it listens (server/main.ts; `npm start` shows them last, after
 * the build line and the start-up log): where it runs, the developer mail outbox when there is
 * one, and the demo log-ins when the demo workspace is seeded.
 */
import type { DatabaseMode } from '../../common/schemas/health.js';

export interface StartBannerInput {
  /** The public origin, e.g. http://localhost:3000 (env.appOrigin: follows PORT and APP_URL). */
  origin: string;
  databaseMode: DatabaseMode;
  dataDir: string;
  /** The developer outbox answers at /dev/mail (env.devMail). */
  devMail: boolean;
  /** The demo log-ins to list; none when the demo workspace is not seeded. */
  demoLogins: ReadonlyArray<{ email: string; password: string; name: string; description: string }>;
}

export function startBanner({ origin, databaseMode, dataDir, devMail, demoLogins }: StartBannerInput): string {
  const lines = [`Server draait op ${origin} (database: ${databaseLabel(databaseMode, dataDir)})`];
  if (devMail) lines.push(`Verstuurde e-mail (ontwikkel-outbox): ${origin}/dev/mail`);
  if (demoLogins.length > 0) {
    const width = Math.max(...demoLogins.map((login) => login.email.length));
    lines.push('Demo-accounts:');
    for (const login of demoLogins) lines.push(`  ${login.email.padEnd(width)}  ${login.password}  ${login.name}, ${login.description}`);
  }
  return lines.join('\n');
}

function databaseLabel(mode: DatabaseMode, dataDir: string): string {
  if (mode === 'embedded') return `ingebouwd in ${dataDir}`;
  return mode === 'postgres' ? 'PostgreSQL' : 'in het geheugen';
}
