/**
 * The server's configuration: the only module that reads process.env. Parsed once at boot by a
 * zod schema; a bad value stops the start with a message naming the variable.
 */
import { z } from 'zod';
import { parseSafeZonesConfig, type PlacementConfig } from '../common/rules/ad-placements.js';
import type { FacebookClientSettings } from './lib/ad-platforms/facebook.js';
import type { GoogleAdsClientSettings } from './lib/ad-platforms/google-ads.js';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Every variable the server reads, with its default, for the README. */
export const envVariables = [
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on (0.0.0.0 in a container).' },
  {
    name: 'APP_URL',
    default: 'http://localhost:${PORT}',
    description: 'Public origin of the app: mutating requests from another Origin are refused; https makes the session cookie Secure.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'postgres:// URL of a PostgreSQL 15+ database. Unset: the embedded PGlite database in DATA_DIR.',
  },
  { name: 'DATA_DIR', default: './data', description: 'Directory of the embedded database (ignored with DATABASE_URL).' },
  {
    name: 'SEED_DEMO',
    default: 'true embedded, false with DATABASE_URL',
    description: "'true' or 'false': create the demo workspace when the database has no users yet.",
  },
  { name: 'LOG_LEVEL', default: 'info', description: `One of ${logLevels.join(', ')}.` },
  { name: 'SESSION_TTL_DAYS', default: '30', description: 'Days a session stays valid without activity (sliding).' },
  { name: 'WEB_DIST', default: 'dist/web', description: 'Directory of the built web app (npm run build).' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      "Behind a reverse proxy: 'true', a hop count or a comma-separated list of proxy addresses, so client IPs (rate limits, sessions) come from X-Forwarded-For.",
  },
  {
    name: 'SECRET_KEY',
    default: '(a key file in DATA_DIR)',
    description:
      'At least 32 characters; encrypts two-factor secrets and tokens at rest. Unset: a random key is created in DATA_DIR/secret.key. Several instances must share one SECRET_KEY.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'smtp(s)://user:pass@host:port to send mail for real. Unset: mail stays in the outbox (see DEV_MAIL).',
  },
  {
    name: 'DEV_MAIL',
    default: 'true on a loopback HOST without TRUST_PROXY outside production, else false',
    description:
      "'true' or 'false': the developer outbox pages /dev/mail and /api/dev/mail, answered only to requests from this machine with a loopback or APP_URL Host (and Origin). Refused when NODE_ENV=production.",
  },
  { name: 'MAIL_FROM', default: 'Marketing Werkplek <no-reply@localhost>', description: 'Sender of every mail.' },
  {
    name: 'CONTACT_TO',
    default: 'info@marketingwerkplek.nl',
    description: "The team's address: every message sent with the public website's contact form is mailed there.",
  },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'OAuth client id for Google sign-in; without it the Google buttons say it is not set up.' },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'OAuth client secret for Google sign-in.' },
  {
    name: 'GOOGLE_AUTHORIZE_URL',
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: "Google's authorization endpoint (tests point the three Google URLs at a local fake).",
  },
  { name: 'GOOGLE_TOKEN_URL', default: 'https://oauth2.googleapis.com/token', description: "Google's token endpoint." },
  {
    name: 'GOOGLE_USERINFO_URL',
    default: 'https://openidconnect.googleapis.com/v1/userinfo',
    description: "Google's OpenID Connect userinfo endpoint.",
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(unset)',
    description: 'Facebook app id for connecting ad accounts (Facebook Login); without it Facebook cannot be connected.',
  },
  { name: 'FACEBOOK_APP_SECRET', default: '(unset)', description: 'Facebook app secret.' },
  {
    name: 'FACEBOOK_AUTHORIZE_URL',
    default: 'https://www.facebook.com/v21.0/dialog/oauth',
    description: "Facebook Login's dialog (tests point this and FACEBOOK_GRAPH_URL at a local fake).",
  },
  { name: 'FACEBOOK_GRAPH_URL', default: 'https://graph.facebook.com', description: 'Base URL of the Graph API (v21.0 is added per call).' },
  {
    name: 'GOOGLE_ADS_DEVELOPER_TOKEN',
    default: '(unset)',
    description: 'Google Ads API developer token; with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET it enables connecting Google Ads.',
  },
  { name: 'GOOGLE_ADS_API_URL', default: 'https://googleads.googleapis.com', description: 'Base URL of the Google Ads REST API.' },
  { name: 'GOOGLE_ADS_API_VERSION', default: 'v21', description: 'Google Ads API version in the paths.' },
  {
    name: 'GOOGLE_ADS_AUTHORIZE_URL',
    default: 'GOOGLE_AUTHORIZE_URL',
    description: "Google's authorization endpoint for the Ads connection (its own setting so tests can use a separate fake).",
  },
  { name: 'GOOGLE_ADS_TOKEN_URL', default: 'GOOGLE_TOKEN_URL', description: "Google's token endpoint for the Ads connection." },
  {
    name: 'AD_SYNC_INTERVAL_MINUTES',
    default: '60',
    description: "Minutes between background syncs of every connected company's ad accounts; 0 turns the background sync off.",
  },
  {
    name: 'CHECKLIST_JOB_INTERVAL_SECONDS',
    default: '60',
    description: 'Seconds between passes of the checklist job (resetting recurring checklists when due, deadline reminders); 0 turns it off.',
  },
  {
    name: 'CALENDAR_REMINDER_INTERVAL_SECONDS',
    default: '20',
    description: 'Seconds between passes of the calendar reminder job (in-app and e-mail reminders of events); 0 turns it off.',
  },
  {
    name: 'STORAGE_DRIVER',
    default: 'local',
    description:
      "Where uploaded files are kept: 'local' (DATA_DIR/files on this machine) or 's3' (an S3-compatible bucket, the S3_* settings). Several app instances need 's3'.",
  },
  { name: 'S3_ENDPOINT', default: '(AWS)', description: 'URL of an S3-compatible server (MinIO, Garage, Ceph, R2 …); unset for AWS S3 itself.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket.' },
  { name: 'S3_BUCKET', default: '(unset)', description: 'The bucket for uploaded files; required with STORAGE_DRIVER=s3.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key for the bucket; required with STORAGE_DRIVER=s3.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key for the bucket; required with STORAGE_DRIVER=s3.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: "'true' addresses the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key (most self-hosted S3-compatible servers need it).",
  },
  {
    name: 'FILE_CLEANUP_INTERVAL_MINUTES',
    default: '60',
    description: 'Minutes between passes that remove unfinished uploads and never-attached files older than 24 hours (with their bytes); 0 turns it off.',
  },
  { name: 'CREATIVE_MAX_IMAGE_MB', default: '30', description: 'Largest image a creative may be, in MB.' },
  { name: 'CREATIVE_MAX_VIDEO_MB', default: '4096', description: 'Largest video a creative may be, in MB (at most 5120).' },
  { name: 'CREATIVE_MAX_PDF_MB', default: '100', description: 'Largest PDF a creative may be, in MB.' },
  { name: 'CREATIVE_MAX_PDF_PAGES', default: '200', description: 'A creative PDF with more pages is refused.' },
  {
    name: 'CREATIVE_SAFE_ZONES',
    default: "(Meta's current)",
    description:
      'JSON that overrides the safe zones the ad preview draws, as fractions of the frame, e.g. {"reels":{"bottom":0.35}} (keys stories and reels; top, bottom, sides 0–0.5); a mistyped value stops the start with the reason.',
  },
  {
    name: 'CREATIVE_REVIEW_LINK_HOURS',
    default: '72',
    description: 'Hours an e-mail review link stays valid (a contact reviews and decides without signing in; the agency can turn this off per client).',
  },
  {
    name: 'CANVA_CLIENT_ID',
    default: '(unset)',
    description:
      'Canva Connect integration id for importing designs as creatives (OAuth with PKCE; redirect URL $APP_URL/canva/callback); without it and CANVA_CLIENT_SECRET the import says Canva is not set up.',
  },
  { name: 'CANVA_CLIENT_SECRET', default: '(unset)', description: "The Canva Connect integration's client secret (used on the server only)." },
  {
    name: 'CANVA_AUTHORIZE_URL',
    default: 'https://www.canva.com/api/oauth/authorize',
    description: "Canva's authorization page (tests point this and CANVA_API_URL at a local fake).",
  },
  {
    name: 'CANVA_API_URL',
    default: 'https://api.canva.com/rest',
    description: 'Base URL of the Canva Connect REST API (its token endpoint is {url}/v1/oauth/token).',
  },
  {
    name: 'CANVA_EXPORT_TIMEOUT_SECONDS',
    default: '120',
    description: 'Seconds an import waits for Canva to finish exporting a design before it gives up with a message.',
  },
  {
    name: 'GOOGLE_DRIVE_IMPORT',
    default: 'false',
    description:
      "'true' turns on importing creatives from Google Drive (scope drive.file; redirect URI $APP_URL/api/creatives/imports/drive/callback) with the Google client below. Opt-in: the client's Google Cloud project needs the Drive API enabled and the scope on its consent screen.",
  },
  {
    name: 'GOOGLE_DRIVE_CLIENT_ID',
    default: 'GOOGLE_CLIENT_ID',
    description: 'A Google OAuth client of its own for the Drive import; unset: the Google sign-in client is used.',
  },
  { name: 'GOOGLE_DRIVE_CLIENT_SECRET', default: 'GOOGLE_CLIENT_SECRET', description: 'The secret of GOOGLE_DRIVE_CLIENT_ID.' },
  {
    name: 'GOOGLE_DRIVE_AUTHORIZE_URL',
    default: 'GOOGLE_AUTHORIZE_URL',
    description: "Google's authorization endpoint for the Drive connection (its own setting so tests can use a separate fake).",
  },
  { name: 'GOOGLE_DRIVE_TOKEN_URL', default: 'GOOGLE_TOKEN_URL', description: "Google's token endpoint for the Drive connection." },
  { name: 'GOOGLE_DRIVE_API_URL', default: 'https://www.googleapis.com', description: 'Base URL of the Google Drive API (v3 is added per call).' },
  {
    name: 'DB_VACUUM_INTERVAL_MINUTES',
    default: '60',
    description:
      'Minutes between vacuum and analyze passes over the embedded database (PGlite has no autovacuum); 0 turns them off. Not used with DATABASE_URL: the PostgreSQL server vacuums itself.',
  },
  {
    name: 'TEST_HOOKS',
    default: 'false',
    description: "'true' adds /api/test/* (e.g. reading a captcha's code) and relaxed rate limits for browser tests. Only with NODE_ENV=test.",
  },
  {
    name: 'BENCH_ROUTES',
    default: 'false',
    description: "'true' adds /api/bench/ceiling (no session, one indexed select) for npm run bench api. Leave off in a real deployment.",
  },
] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const booleanText = z.preprocess(blankToUndefined, z.enum(['true', 'false'], { message: "verwacht 'true' of 'false'" }).optional());

/** A size in MB between 1 and `max`, `fallback` when unset. */
const megabytes = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message: 'verwacht een aantal MB' }).int('verwacht een geheel getal').min(1).max(max).default(fallback));

const rawEnvSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test'], { message: 'verwacht development, production of test' }).default('development'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een poortnummer' }).int('verwacht een geheel getal').min(0).max(65535).default(3000),
  ),
  HOST: optionalText,
  APP_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, message: 'verwacht een http(s)-adres zoals https://werkplek.example.nl' }).optional()),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'verwacht een adres dat begint met postgres:// of postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  SEED_DEMO: booleanText,
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels, { message: `verwacht een van ${logLevels.join(', ')}` }).default('info')),
  SESSION_TTL_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal dagen' }).int('verwacht een geheel getal').min(1).max(3650).default(30),
  ),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText,
  SECRET_KEY: z.preprocess(blankToUndefined, z.string().min(32, 'verwacht minstens 32 tekens').optional()),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'verwacht een adres dat begint met smtp:// of smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  CONTACT_TO: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ message: 'verwacht een e-mailadres zoals info@example.nl' }))
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_TOKEN_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_USERINFO_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  FACEBOOK_GRAPH_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_ADS_DEVELOPER_TOKEN: optionalText,
  GOOGLE_ADS_API_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_ADS_API_VERSION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^v\d+$/, 'verwacht een versie zoals v21')
      .optional(),
  ),
  GOOGLE_ADS_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_ADS_TOKEN_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AD_SYNC_INTERVAL_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal minuten' }).int('verwacht een geheel getal').min(0).max(10080).default(60),
  ),
  CHECKLIST_JOB_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal seconden' }).int('verwacht een geheel getal').min(0).max(86400).default(60),
  ),
  CALENDAR_REMINDER_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal seconden' }).int('verwacht een geheel getal').min(0).max(3600).default(20),
  ),
  STORAGE_DRIVER: z.preprocess(blankToUndefined, z.enum(['local', 's3'], { message: "verwacht 'local' of 's3'" }).default('local')),
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, message: 'verwacht een http(s)-adres' }).optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText,
  FILE_CLEANUP_INTERVAL_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal minuten' }).int('verwacht een geheel getal').min(0).max(10080).default(60),
  ),
  CREATIVE_MAX_IMAGE_MB: megabytes(30, 1024),
  CREATIVE_MAX_VIDEO_MB: megabytes(4096, 5120),
  CREATIVE_MAX_PDF_MB: megabytes(100, 1024),
  CREATIVE_MAX_PDF_PAGES: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal' }).int('verwacht een geheel getal').min(1).max(5000).default(200),
  ),
  // Checked here, so a mistyped override stops the start instead of drawing Meta's defaults unnoticed.
  CREATIVE_SAFE_ZONES: optionalText.transform((json, ctx) => {
    const result = parseSafeZonesConfig(json ?? '');
    if (result.ok) return result.config.safeZones;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }),
  CREATIVE_REVIEW_LINK_HOURS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal uren' }).int('verwacht een geheel getal').min(1).max(720).default(72),
  ),
  CANVA_CLIENT_ID: optionalText,
  CANVA_CLIENT_SECRET: optionalText,
  CANVA_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CANVA_API_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CANVA_EXPORT_TIMEOUT_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal seconden' }).int('verwacht een geheel getal').min(1).max(900).default(120),
  ),
  GOOGLE_DRIVE_IMPORT: booleanText,
  GOOGLE_DRIVE_CLIENT_ID: optionalText,
  GOOGLE_DRIVE_CLIENT_SECRET: optionalText,
  GOOGLE_DRIVE_AUTHORIZE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_DRIVE_TOKEN_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_DRIVE_API_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DB_VACUUM_INTERVAL_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'verwacht een aantal minuten' }).int('verwacht een geheel getal').min(0).max(10080).default(60),
  ),
  DEV_MAIL: booleanText,
  TEST_HOOKS: booleanText,
  BENCH_ROUTES: booleanText,
});

/** The names the schema reads, for the check that envVariables documents each one. */
export const readVariableNames = Object.keys(rawEnvSchema.shape);

/** Fastify's trustProxy: all, none, the first n hops, or these proxy addresses. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether HOST only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Whether a socket's peer address is this machine (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return isLoopbackHost(address.replace(/^::ffff:/i, ''));
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The public origin (scheme://host[:port]) without a trailing slash. */
  appOrigin: string;
  /** True when APP_URL is https: the session cookie is then Secure. */
  secureCookies: boolean;
  databaseUrl: string | null;
  dataDir: string;
  seedDemo: boolean;
  logLevel: LogLevel;
  sessionTtlDays: number;
  webDist: string;
  trustProxy: TrustProxy;
  /** SECRET_KEY, or null to use (and create) DATA_DIR/secret.key. */
  secretKey: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where contact-form messages are mailed (CONTACT_TO). */
  contactTo: string;
  /** Null when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is missing: Google sign-in is off. */
  google: GoogleSettings | null;
  /** Null without FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: Facebook cannot be connected. */
  facebook: FacebookSettings | null;
  /** Null without Google's client id/secret and GOOGLE_ADS_DEVELOPER_TOKEN. */
  googleAds: GoogleAdsSettings | null;
  /** Background sync of connected companies every this many ms; 0 = off. */
  adSyncIntervalMs: number;
  /** Between checklist job passes (refresh, deadline reminders); 0 = off. */
  checklistJobIntervalMs: number;
  /** Between passes of the calendar reminder job; 0 = off (features/calendar/reminder-job.ts). */
  calendarReminderIntervalMs: number;
  /** Where uploaded files are kept (server/lib/storage). */
  storage: StorageSettings;
  /** Between passes of the file cleanup (unfinished uploads, unattached files); 0 = off. */
  fileCleanupIntervalMs: number;
  /** Creative review's limits (features/creatives). */
  creatives: CreativeSettings;
  /** Importing creatives from Canva and Google Drive (features/creatives/imports); null: that source is not set up. */
  creativeImports: { canva: CanvaImportSettings | null; drive: DriveImportSettings | null };
  /** Between vacuum passes over the embedded database; 0 = off (server/db/maintenance.ts). */
  vacuumIntervalMs: number;
  /** The developer outbox pages (/dev/mail), answered only to loopback clients; never in production. */
  devMail: boolean;
  /** /api/test/* and relaxed rate limits for browser tests; only with NODE_ENV=test. */
  testHooks: boolean;
  /** /api/bench/* for the API benchmark (npm run bench api). */
  benchRoutes: boolean;
}

export interface CreativeSettings {
  imageMaxBytes: number;
  videoMaxBytes: number;
  pdfMaxBytes: number;
  pdfMaxPages: number;
  /** Meta's safe zones with CREATIVE_SAFE_ZONES merged over them (checked when read). */
  safeZones: PlacementConfig['safeZones'];
  reviewLinkMs: number;
}

export interface CanvaImportSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  /** e.g. https://api.canva.com/rest (no trailing slash). */
  apiUrl: string;
  exportTimeoutMs: number;
}

export interface DriveImportSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** e.g. https://www.googleapis.com (no trailing slash). */
  apiUrl: string;
}

/** Local disk under DATA_DIR/files, or an S3-compatible bucket. */
export type StorageSettings =
  | { driver: 'local' }
  | { driver: 's3'; endpoint: string | null; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The ad platforms' settings are their clients' settings (server/lib/ad-platforms). */
export type FacebookSettings = Required<Omit<FacebookClientSettings, 'apiVersion'>>;
export type GoogleAdsSettings = Required<GoogleAdsClientSettings>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(`Ongeldige instelling in de omgeving:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.TEST_HOOKS === 'true' && raw.NODE_ENV !== 'test') {
    throw new EnvError('Ongeldige instelling in de omgeving:\n  TEST_HOOKS="true": alleen toegestaan met NODE_ENV=test');
  }
  if (raw.DEV_MAIL === 'true' && raw.NODE_ENV === 'production') {
    throw new EnvError('Ongeldige instelling in de omgeving:\n  DEV_MAIL="true": niet toegestaan met NODE_ENV=production');
  }
  if (raw.STORAGE_DRIVER === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !raw[name]);
    if (missing.length > 0) {
      throw new EnvError(`Ongeldige instelling in de omgeving:\n${missing.map((name) => `  ${name}="": verplicht met STORAGE_DRIVER=s3`).join('\n')}`);
    }
  }
  const driveClientId = raw.GOOGLE_DRIVE_CLIENT_ID ?? raw.GOOGLE_CLIENT_ID;
  const driveClientSecret = raw.GOOGLE_DRIVE_CLIENT_SECRET ?? raw.GOOGLE_CLIENT_SECRET;
  if (raw.GOOGLE_DRIVE_IMPORT === 'true' && !(driveClientId && driveClientSecret)) {
    throw new EnvError(
      'Ongeldige instelling in de omgeving:\n  GOOGLE_DRIVE_IMPORT="true": verplicht met GOOGLE_CLIENT_ID en GOOGLE_CLIENT_SECRET (of GOOGLE_DRIVE_CLIENT_ID en GOOGLE_DRIVE_CLIENT_SECRET)',
    );
  }
  const host = raw.HOST ?? '127.0.0.1';
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  const appUrl = new URL(raw.APP_URL ?? `http://localhost:${raw.PORT}`);
  const databaseUrl = raw.DATABASE_URL ?? null;
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host,
    appOrigin: appUrl.origin,
    secureCookies: appUrl.protocol === 'https:',
    databaseUrl,
    dataDir: raw.DATA_DIR ?? './data',
    seedDemo: raw.SEED_DEMO === undefined ? databaseUrl === null : raw.SEED_DEMO === 'true',
    logLevel: raw.LOG_LEVEL,
    sessionTtlDays: raw.SESSION_TTL_DAYS,
    webDist: raw.WEB_DIST ?? 'dist/web',
    trustProxy,
    secretKey: raw.SECRET_KEY ?? null,
    smtpUrl: raw.SMTP_URL ?? null,
    mailFrom: raw.MAIL_FROM ?? 'Marketing Werkplek <no-reply@localhost>',
    contactTo: raw.CONTACT_TO ?? 'info@marketingwerkplek.nl',
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? {
            clientId: raw.GOOGLE_CLIENT_ID,
            clientSecret: raw.GOOGLE_CLIENT_SECRET,
            authorizeUrl: raw.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: raw.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            userinfoUrl: raw.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
          }
        : null,
    facebook:
      raw.FACEBOOK_APP_ID && raw.FACEBOOK_APP_SECRET
        ? {
            appId: raw.FACEBOOK_APP_ID,
            appSecret: raw.FACEBOOK_APP_SECRET,
            authorizeUrl: raw.FACEBOOK_AUTHORIZE_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
            graphUrl: (raw.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
          }
        : null,
    googleAds:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET && raw.GOOGLE_ADS_DEVELOPER_TOKEN
        ? {
            clientId: raw.GOOGLE_CLIENT_ID,
            clientSecret: raw.GOOGLE_CLIENT_SECRET,
            developerToken: raw.GOOGLE_ADS_DEVELOPER_TOKEN,
            authorizeUrl: raw.GOOGLE_ADS_AUTHORIZE_URL ?? raw.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: raw.GOOGLE_ADS_TOKEN_URL ?? raw.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            adsApiUrl: (raw.GOOGLE_ADS_API_URL ?? 'https://googleads.googleapis.com').replace(/\/+$/, ''),
            apiVersion: raw.GOOGLE_ADS_API_VERSION ?? 'v21',
          }
        : null,
    adSyncIntervalMs: raw.AD_SYNC_INTERVAL_MINUTES * 60_000,
    checklistJobIntervalMs: raw.CHECKLIST_JOB_INTERVAL_SECONDS * 1_000,
    calendarReminderIntervalMs: raw.CALENDAR_REMINDER_INTERVAL_SECONDS * 1_000,
    storage:
      raw.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: raw.S3_ENDPOINT ?? null,
            region: raw.S3_REGION ?? 'us-east-1',
            bucket: raw.S3_BUCKET!,
            accessKeyId: raw.S3_ACCESS_KEY_ID!,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local' },
    fileCleanupIntervalMs: raw.FILE_CLEANUP_INTERVAL_MINUTES * 60_000,
    creatives: {
      imageMaxBytes: raw.CREATIVE_MAX_IMAGE_MB * 1024 ** 2,
      videoMaxBytes: raw.CREATIVE_MAX_VIDEO_MB * 1024 ** 2,
      pdfMaxBytes: raw.CREATIVE_MAX_PDF_MB * 1024 ** 2,
      pdfMaxPages: raw.CREATIVE_MAX_PDF_PAGES,
      safeZones: raw.CREATIVE_SAFE_ZONES,
      reviewLinkMs: raw.CREATIVE_REVIEW_LINK_HOURS * 3_600_000,
    },
    creativeImports: {
      canva:
        raw.CANVA_CLIENT_ID && raw.CANVA_CLIENT_SECRET
          ? {
              clientId: raw.CANVA_CLIENT_ID,
              clientSecret: raw.CANVA_CLIENT_SECRET,
              authorizeUrl: raw.CANVA_AUTHORIZE_URL ?? 'https://www.canva.com/api/oauth/authorize',
              apiUrl: (raw.CANVA_API_URL ?? 'https://api.canva.com/rest').replace(/\/+$/, ''),
              exportTimeoutMs: raw.CANVA_EXPORT_TIMEOUT_SECONDS * 1_000,
            }
          : null,
      drive:
        raw.GOOGLE_DRIVE_IMPORT === 'true' && driveClientId && driveClientSecret
          ? {
              clientId: driveClientId,
              clientSecret: driveClientSecret,
              authorizeUrl: raw.GOOGLE_DRIVE_AUTHORIZE_URL ?? raw.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
              tokenUrl: raw.GOOGLE_DRIVE_TOKEN_URL ?? raw.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
              apiUrl: (raw.GOOGLE_DRIVE_API_URL ?? 'https://www.googleapis.com').replace(/\/+$/, ''),
            }
          : null,
    },
    vacuumIntervalMs: raw.DB_VACUUM_INTERVAL_MINUTES * 60_000,
    devMail: raw.DEV_MAIL === undefined ? raw.NODE_ENV !== 'production' && isLoopbackHost(host) && trustProxy === false : raw.DEV_MAIL === 'true',
    testHooks: raw.TEST_HOOKS === 'true',
    benchRoutes: raw.BENCH_ROUTES === 'true',
  };
}
