import { z } from 'zod';

/** Request and response of POST /api/waitlist (spec sections 4, 5 and 8), shared by server and web. */

export const waitlistLanguages = ['nl', 'en'] as const;
export type WaitlistLanguage = (typeof waitlistLanguages)[number];

/** The stored `source` (where the form was sent from) is cut to this many characters. */
export const waitlistSourceMaxLength = 100;

/** The answer to a successful sign-up (spec section 8); the web app colours a message green when it contains 'Bedankt'. */
export const waitlistJoinedMessage = 'Bedankt! Je staat nu op de wachtlijst.';

/**
 * POST /api/waitlist (public). 201 `{ message }`; 400 WAITLIST_EMAIL_REQUIRED or EMAIL_INVALID
 * (field email); 409 WAITLIST_EMAIL_TAKEN; 429 RATE_LIMITED; 500 WAITLIST_FAILED. The address is
 * checked by the service (common/rules/waitlist-email.ts) after the honeypot, so a bot always
 * gets the success answer.
 */
export const waitlistRequest = z.object({
  // prefault: a missing key is checked like an empty field, so it gets the same Dutch message.
  email: z.string().max(1024, 'EMAIL_INVALID').prefault(''),
  /** The language of the page, and so of the welcome mail. */
  language: z.enum(waitlistLanguages).default('nl'),
  /** Honeypot: a field people never see. Filled in → answered like a success; nothing stored or sent. */
  website: z.string().max(1024).default(''),
  /** Where the form was sent from (e.g. the landing page's path); stored cut to 100 characters. */
  source: z.string().max(2048).optional(),
});
export type WaitlistRequest = z.input<typeof waitlistRequest>;

export const waitlistResponse = z.object({ message: z.string() });
export type WaitlistResponse = z.infer<typeof waitlistResponse>;
