import type { UiText } from '../site-text';
import type { SiteLanguage } from '../site-text';

/** What the waitlist form shows after a submission: the text and its colour (green on success, else red). */
export interface WaitlistMessage {
  tone: 'success' | 'danger';
  text: string;
}

type WaitlistTexts = UiText['waitlist'];

/** The text for an answer's error code (spec section 8), in the page's language. */
export function waitlistErrorText(code: string | undefined, texts: WaitlistTexts): string {
  switch (code) {
    case 'WAITLIST_EMAIL_REQUIRED':
      return texts.required;
    case 'WAITLIST_EMAIL_TAKEN':
      return texts.taken;
    case 'EMAIL_INVALID':
      return texts.invalid;
    case 'RATE_LIMITED':
      return texts.rateLimited;
    default:
      return texts.failed;
  }
}

export interface JoinWaitlistInput {
  email: string;
  /** The honeypot field's value. */
  website: string;
  language: SiteLanguage;
  source: string;
}

/**
 * Sends a sign-up to POST /api/waitlist. An address that is empty after trimming is refused here
 * already ('Email is verplicht'); everything else is the server's to judge. Never throws.
 */
export async function submitWaitlist(input: JoinWaitlistInput, texts: WaitlistTexts): Promise<WaitlistMessage> {
  if (input.email.trim() === '') return { tone: 'danger', text: texts.required };
  try {
    const response = await fetch('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(input),
    });
    if (response.ok) return { tone: 'success', text: texts.success };
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    return { tone: 'danger', text: waitlistErrorText(body?.error?.code, texts) };
  } catch {
    return { tone: 'danger', text: texts.failed };
  }
}
