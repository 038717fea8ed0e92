import { z } from 'zod';
import { checkWaitlistEmail } from '../rules/waitlist-email.js';
import { characterCount, fail, oneLineText } from './text-rules.js';

/** The public website's contact form: POST /api/contact, shared by server and web. */

export const contactLanguages = ['nl', 'en'] as const;
export type ContactLanguage = (typeof contactLanguages)[number];

export const contactNameMaxLength = 120;
export const contactCompanyMaxLength = 120;
export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 5000;

/** The answer to a sent message (and to a filled-in honeypot). */
export const contactSentMessage = 'Bedankt voor je bericht! We reageren binnen twee werkdagen.';

export { characterCount };

/**
 * The form's rules, with error codes as messages (one per field, the first that applies), for
 * react-hook-form in the browser and the service on the server. Output: the values as stored —
 * name and company on one line, the message trimmed, the address in its normal form
 * (common/rules/waitlist-email.ts), an empty company null.
 */
export const contactForm = z.object({
  name: oneLineText({ max: contactNameMaxLength, tooLong: 'CONTACT_NAME_TOO_LONG', required: 'CONTACT_NAME_REQUIRED' }),
  email: z.string().transform((raw, ctx) => {
    const checked = checkWaitlistEmail(raw);
    if (checked.ok) return checked.email;
    // The contact form's own wording for an empty address, not the waitlist's.
    ctx.addIssue({ code: 'custom', message: checked.code === 'WAITLIST_EMAIL_REQUIRED' ? 'EMAIL_REQUIRED' : checked.code });
    return z.NEVER;
  }),
  company: oneLineText({ max: contactCompanyMaxLength, tooLong: 'CONTACT_COMPANY_TOO_LONG' })
    .nullish()
    .transform((company) => company || null),
  message: z
    .string()
    .trim()
    .refine((message) => message !== '', fail('CONTACT_MESSAGE_REQUIRED'))
    .refine((message) => characterCount(message) >= contactMessageMinLength, fail('CONTACT_MESSAGE_TOO_SHORT'))
    .refine((message) => characterCount(message) <= contactMessageMaxLength, fail('CONTACT_MESSAGE_TOO_LONG')),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactFormValues = z.output<typeof contactForm>;

/**
 * POST /api/contact (public). 201 `{ message }` (contactSentMessage); 400 with `fields` naming
 * every wrong field (CONTACT_NAME_REQUIRED, CONTACT_NAME_TOO_LONG, EMAIL_REQUIRED, EMAIL_INVALID,
 * CONTACT_COMPANY_TOO_LONG, CONTACT_MESSAGE_REQUIRED, CONTACT_MESSAGE_TOO_SHORT,
 * CONTACT_MESSAGE_TOO_LONG; the top-level code is the first in form order); 429 RATE_LIMITED;
 * 500 CONTACT_FAILED. The body is only type-checked here: contactForm's rules run in the service
 * after the honeypot, so a bot always gets the success answer.
 */
export const contactRequest = z.object({
  // prefault: a missing key is checked like an empty field, so it gets the same message.
  name: z.string().max(1000, 'CONTACT_NAME_TOO_LONG').prefault(''),
  email: z.string().max(1024, 'EMAIL_INVALID').prefault(''),
  company: z.string().max(1000, 'CONTACT_COMPANY_TOO_LONG').nullish(),
  message: z.string().max(20_000, 'CONTACT_MESSAGE_TOO_LONG').prefault(''),
  /** The language of the page: the confirmation mail's. */
  language: z.enum(contactLanguages).default('nl'),
  /** Honeypot: a field people never see. Filled in → answered like a success; nothing stored or sent. */
  website: z.string().max(1024).default(''),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactResponse = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
