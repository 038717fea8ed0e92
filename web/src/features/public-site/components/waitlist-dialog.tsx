import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { useWaitlistForm } from '../lib/use-waitlist-form';
import { useUiText } from '../site-text';
import { WaitlistFields } from './waitlist-fields';

/** Spec section 9: the modal closes 2 s after a successful sign-up. */
export const waitlistAutoCloseMs = 2000;

/** Links that open the modal: every "Join waitlist" on the site is `<a href="#waitlist">`. */
function isOpener(target: EventTarget | null): target is Element {
  return target instanceof Element && target.closest('a[href="#waitlist"], [data-waitlist-open]') !== null;
}

/**
 * The waitlist modal (spec sections 2, 4, 5 and 8), a native <dialog>: focus stays inside while
 * it is open, Escape, the X and a click on the background close it, and it closes by itself 2 s
 * after a successful sign-up. Opened by any waitlist link on the page, or by `#waitlist` in the URL.
 */
export function WaitlistDialog() {
  const ui = useUiText();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const titleId = useId();
  const bodyId = useId();

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    dialog.current?.close();
  }, []);
  const form = useWaitlistForm({
    onJoined: () => {
      closeTimer.current = window.setTimeout(close, waitlistAutoCloseMs);
    },
  });
  const { reset } = form;

  useEffect(() => {
    const open = () => {
      const element = dialog.current;
      if (!element || element.open) return;
      element.showModal();
      input.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!isOpener(event.target)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('click', onClick);
    if (window.location.hash === '#waitlist') open();
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onClosed = () => {
    window.clearTimeout(closeTimer.current);
    if (window.location.hash === '#waitlist') history.replaceState(history.state, '', window.location.pathname + window.location.search);
    // A closed form starts fresh after a success; after a failure the typed address stays.
    if (form.message?.tone === 'success') reset();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClosed}
      // A click on the backdrop lands on the <dialog> itself (its content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="site-dialog m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-border bg-surface p-0 text-foreground shadow-2xl"
    >
      <div className="relative flex flex-col gap-4 p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          aria-label={ui.waitlist.close}
          className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: 'absolute right-3 top-3' })}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <div className="flex flex-col gap-2 pr-8">
          <span className="w-fit rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-foreground">{ui.beta}</span>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight">
            {ui.waitlist.title}
          </h2>
          <p id={bodyId} className="text-muted">
            {ui.waitlist.body}
          </p>
        </div>
        <WaitlistFields form={form} inputRef={input} />
        <p className="text-xs text-muted">
          {ui.waitlist.privacy.split(ui.waitlist.privacyLink)[0]}
          <a href="/privacy" className="underline underline-offset-2 hover:text-foreground">
            {ui.waitlist.privacyLink}
          </a>
          {ui.waitlist.privacy.split(ui.waitlist.privacyLink)[1]}
        </p>
      </div>
    </dialog>
  );
}
