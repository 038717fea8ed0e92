import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import type { useWaitlistForm } from '../lib/use-waitlist-form';
import { HoneypotField } from './honeypot-field';

type WaitlistForm = ReturnType<typeof useWaitlistForm>;

/**
 * The waitlist form's fields: the address, a honeypot people never see, the submit button
 * ('Join waitlist' / 'Bezig...', disabled while empty or busy) and the answer, green on success
 * and red otherwise. Used by the modal and the inline forms.
 */
export function WaitlistFields({
  form,
  layout = 'stacked',
  inputRef,
}: {
  form: WaitlistForm;
  layout?: 'stacked' | 'inline';
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  const { texts, message } = form;
  const failed = message?.tone === 'danger';
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-3">
      <div className={layout === 'inline' ? 'flex flex-col gap-2 sm:flex-row' : 'flex flex-col gap-3'}>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className={layout === 'inline' ? 'sr-only' : 'text-sm font-medium text-foreground'}>
            {texts.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            // Text, not type=email: the browser would strip spaces itself, and the spec's rule
            // ('Email is verplicht' when empty after trimming) is ours to show.
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="email"
            placeholder={texts.emailPlaceholder}
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            aria-invalid={failed || undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            className="input h-11 w-full text-base"
          />
        </div>
        <HoneypotField id={`${id}-website`} label={texts.honeypot} value={form.website} onChange={form.setWebsite} />
        <button
          type="submit"
          disabled={!form.canSubmit}
          aria-disabled={!form.canSubmit}
          className={buttonClass({ size: 'lg', className: `${layout === 'inline' ? 'self-stretch sm:self-end' : 'w-full'} h-11 shrink-0` })}
        >
          {form.busy ? texts.busy : texts.submit}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role={failed ? 'alert' : 'status'}
        className={`min-h-5 text-sm font-medium ${message?.tone === 'success' ? 'text-success-text' : 'text-danger'}`}
      >
        {message?.text ?? ''}
      </p>
    </form>
  );
}
