/** The whole database schema, for drizzle's typed client. */
export * from './core.js';
export * from './ad-accounts.js';
export * from './rate-limits.js';
export * from './auth.js';
export * from './mail.js';
export * from './waitlist.js';
export * from './contact.js';
export * from './page-analytics.js';
export * from './notifications.js';
export * from './forms.js';
export * from './notes.js';
export * from './checklists.js';
export * from './mentions.js';
export * from './clients.js';
export * from './calendar.js';
export * from './creatives.js';
export * from './creative-imports.js';
