/** drizzle-kit: `npx drizzle-kit generate` writes SQL migrations from server/db/schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema/core.ts',
    './server/db/schema/ad-accounts.ts',
    './server/db/schema/rate-limits.ts',
    './server/db/schema/auth.ts',
    './server/db/schema/mail.ts',
    './server/db/schema/waitlist.ts',
    './server/db/schema/contact.ts',
    './server/db/schema/page-analytics.ts',
    './server/db/schema/notifications.ts',
    './server/db/schema/forms.ts',
    './server/db/schema/notes.ts',
    './server/db/schema/checklists.ts',
    './server/db/schema/mentions.ts',
    './server/db/schema/clients.ts',
    './server/db/schema/calendar.ts',
    './server/db/schema/creatives.ts',
    './server/db/schema/creative-imports.ts',
  ],
  out: './server/db/migrations',
  strict: true,
});
