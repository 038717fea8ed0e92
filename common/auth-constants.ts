/**
 * Sign-in constants shared by server and web, without zod, so screens can import them without
 * pulling the schema library into their bundle.
 */

/** The forms a captcha is issued for (`form`: a form's public link); a captcha only verifies for the form it was issued to. */
export const captchaPurposes = ['login', 'signup', 'form'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];
export const captchaCodeLength = 5;
/** The captcha picture's size in CSS pixels (the server draws it so; the form reserves this box). */
export const captchaImageSize = { width: 200, height: 64 } as const;
/** Minutes a captcha stays valid. */
export const captchaTtlMinutes = 10;
/** Minutes a password reset link stays valid. */
export const passwordResetTtlMinutes = 30;
/** Days a link of the mail "Bevestig je e-mailadres" stays valid. */
export const emailConfirmationTtlDays = 7;
