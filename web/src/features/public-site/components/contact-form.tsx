import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { format, type SiteLanguage, type UiText, useSiteLanguage, useUiText } from '../site-text';
import { HoneypotField } from './honeypot-field';

/*
 * The contact form (an island on /contact). Plain TypeScript on purpose: the rules live in
 * common/schemas/contact.ts on the server, which is the judge; importing zod here would blow the
 * page's JavaScript budget. The browser only checks that the required fields are filled in.
 */

type ContactTexts = UiText['contactForm'];
const contactFields = ['name', 'email', 'company', 'message'] as const;
type ContactField = (typeof contactFields)[number];
type ContactValues = Record<ContactField, string>;
type FieldErrors = Partial<Record<ContactField, string>>;

const emptyValues: ContactValues = { name: '', email: '', company: '', message: '' };

/** The text for an error code of POST /api/contact (common/errors.ts), in the page's language. */
export function contactErrorText(code: string | undefined, texts: ContactTexts, params?: Record<string, unknown>): string {
  const errors = texts.errors;
  switch (code) {
    case 'CONTACT_NAME_REQUIRED':
    case 'NAME_REQUIRED':
      return errors.nameRequired;
    case 'CONTACT_NAME_TOO_LONG':
      return errors.nameTooLong;
    case 'EMAIL_REQUIRED':
    case 'WAITLIST_EMAIL_REQUIRED':
      return errors.emailRequired;
    case 'EMAIL_INVALID':
      return errors.emailInvalid;
    case 'CONTACT_COMPANY_TOO_LONG':
      return errors.companyTooLong;
    case 'CONTACT_MESSAGE_REQUIRED':
      return errors.messageRequired;
    case 'CONTACT_MESSAGE_TOO_SHORT':
      return errors.messageTooShort;
    case 'CONTACT_MESSAGE_TOO_LONG':
      return errors.messageTooLong;
    case 'VALIDATION_FAILED':
      return errors.invalid;
    case 'RATE_LIMITED':
      return typeof params?.time === 'string' ? format(errors.rateLimitedUntil, { time: params.time }) : errors.rateLimited;
    default:
      return errors.failed;
  }
}

/** The required fields that are still empty (the server checks everything else). */
function missingFields(values: ContactValues, texts: ContactTexts): FieldErrors {
  const missing: FieldErrors = {};
  if (values.name.trim() === '') missing.name = texts.errors.nameRequired;
  if (values.email.trim() === '') missing.email = texts.errors.emailRequired;
  if (values.message.trim() === '') missing.message = texts.errors.messageRequired;
  return missing;
}

type SendResult = { ok: true } | { ok: false; fields: FieldErrors; message: string | null };

interface ErrorAnswer {
  error?: { code?: string; fields?: Record<string, string>; params?: Record<string, unknown> };
}

/** POST /api/contact. Never throws: a wrong field comes back as its own text, anything else as one message. */
async function sendContactMessage(values: ContactValues & { language: SiteLanguage; website: string }, texts: ContactTexts): Promise<SendResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(values),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as ErrorAnswer | null;
    const fields: FieldErrors = {};
    for (const field of contactFields) {
      const code = answer?.error?.fields?.[field];
      if (code) fields[field] = contactErrorText(code, texts);
    }
    const onFields = Object.keys(fields).length > 0;
    return { ok: false, fields, message: onFields ? null : contactErrorText(answer?.error?.code, texts, answer?.error?.params) };
  } catch {
    return { ok: false, fields: {}, message: texts.errors.failed };
  }
}

/** A visible 1px border for the `input` class inside this form (HeroUI's theme draws none). */
const fieldBorders =
  '[--border-width-field:1px] [--field-border:color-mix(in_oklab,var(--muted)_45%,transparent)] [--field-border-hover:var(--muted)] [--field-border-focus:var(--focus)]';

const firstWithError = (errors: FieldErrors) => contactFields.find((field) => errors[field] !== undefined);

/**
 * Name, address, company (optional) and message, a honeypot, and the answer: each wrong field's
 * text beside it, any other failure below the button, the thank-you in green. What was typed stays after
 * an error and is cleared after a success.
 */
export function ContactForm() {
  const texts = useUiText().contactForm;
  const language = useSiteLanguage();
  const id = useId();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const focusAfterRender = useRef<ContactField | undefined>(undefined);

  // After a failed submit, the first wrong field gets focus once its error is on screen.
  useEffect(() => {
    const field = focusAfterRender.current;
    focusAfterRender.current = undefined;
    if (field) controls.current[field]?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusAfterRender.current = firstWithError(next);
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const missing = missingFields(values, texts);
    if (firstWithError(missing)) {
      showErrors(missing);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await sendContactMessage({ ...values, language, website }, texts);
    setBusy(false);
    if (result.ok) {
      setValues(emptyValues);
      setMessage({ tone: 'success', text: texts.success });
      return;
    }
    showErrors(result.fields);
    if (result.message) setMessage({ tone: 'danger', text: result.message });
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (message) setMessage(null);
  };

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'data-invalid': errors[field] ? 'true' : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  const label = (field: ContactField, text: string, optional = false) => (
    <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-foreground">
      {text}
      {optional ? <span className="font-normal text-muted"> {texts.optional}</span> : null}
    </label>
  );

  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={`flex flex-col gap-5 ${fieldBorders}`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          {label('name', texts.name)}
          <input
            {...fieldProps('name')}
            ref={(element) => {
              controls.current.name = element;
            }}
            type="text"
            autoComplete="name"
            required
            className="input h-11 w-full text-base"
          />
          {fieldError('name')}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('email', texts.email)}
          <input
            {...fieldProps('email')}
            ref={(element) => {
              controls.current.email = element;
            }}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={texts.emailPlaceholder}
            required
            className="input h-11 w-full text-base"
          />
          {fieldError('email')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        {label('company', texts.company, true)}
        <input
          {...fieldProps('company')}
          ref={(element) => {
            controls.current.company = element;
          }}
          type="text"
          autoComplete="organization"
          className="input h-11 w-full text-base"
        />
        {fieldError('company')}
      </div>
      <div className="flex flex-col gap-1.5">
        {label('message', texts.message)}
        <textarea
          {...fieldProps('message')}
          ref={(element) => {
            controls.current.message = element;
          }}
          rows={6}
          placeholder={texts.messagePlaceholder}
          required
          className="input min-h-36 w-full resize-y text-base"
        />
        {fieldError('message')}
      </div>
      <HoneypotField id={`${id}-website`} label={texts.honeypot} value={website} onChange={setWebsite} />
      <div className="flex flex-col gap-3">
        <button type="submit" disabled={busy} aria-disabled={busy} className={buttonClass({ size: 'lg', className: 'h-11 w-full sm:w-fit' })}>
          {busy ? texts.busy : texts.submit}
        </button>
        {/* Two live regions that stay in the page, so a new text in either is announced. */}
        <div className="min-h-5 text-sm font-medium">
          <p role="alert" className="text-danger">
            {message?.tone === 'danger' ? message.text : ''}
          </p>
          <p role="status" className="text-success-text">
            {message?.tone === 'success' ? message.text : ''}
          </p>
        </div>
      </div>
    </form>
  );
}
