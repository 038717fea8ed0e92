import { ArrowLeft, ArrowRight, Check, CircleCheck } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import type alternatives from '../../../locales/nl/site/alternatives.json';
import { useHydrated } from '../lib/use-hydrated';
import { useWaitlistForm } from '../lib/use-waitlist-form';
import { featureIds, featurePath, type FeatureId } from '../site-paths';
import { format, useUiText } from '../site-text';
import { SiteLogo } from './site-logo';
import { ThemeToggle } from './theme-toggle';
import { WaitlistFields } from './waitlist-fields';

/** The flow's texts (alternatives.json), passed from the page so they stay out of the other pages' script. */
export type TypeformText = (typeof alternatives)['typeform']['flow'];
type Option = { id: string; label: string; thanks: string };

const steps = ['welcome', 'role', 'accounts', 'email', 'thanks'] as const;
const keys = ['a', 'b', 'c', 'd'];
/** A chosen answer shows as chosen for a moment before the next question. */
const advanceDelayMs = 400;
/** The green thank-you stays under the form this long before the closing screen. */
const thanksDelayMs = 1200;

const isFeatureId = (value: unknown): value is FeatureId => featureIds.includes(value as FeatureId);
const isTextField = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]') !== null;
const isControl = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('a, button, summary, input, textarea, select') !== null;

function Hint({ children }: { children: ReactNode }) {
  return <span className="hidden text-sm text-muted sm:inline">{children}</span>;
}

/** The answers of a question as buttons with their letter (A, B, …); a click or the letter chooses. */
function Choices({ options, chosen, labelledBy, onChoose }: { options: Option[]; chosen: string | null; labelledBy: string; onChoose: (id: string) => void }) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex w-full max-w-sm flex-col gap-2">
      {options.map((option, index) => {
        const selected = option.id === chosen;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={selected}
            aria-keyshortcuts={keys[index]!.toUpperCase()}
            onClick={() => onChoose(option.id)}
            className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-lg text-foreground outline-none transition-colors focus-visible:focus-ring motion-reduce:transition-none ${
              selected ? 'border-accent bg-accent-soft' : 'border-border bg-surface hover:border-accent'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-md border text-sm font-semibold ${
                selected ? 'border-accent bg-accent text-accent-foreground' : 'border-border text-muted'
              }`}
            >
              {keys[index]!.toUpperCase()}
            </span>
            <span className="flex-1">{option.label}</span>
            {selected ? <Check aria-hidden="true" className="size-5 text-accent" /> : null}
          </button>
        );
      })}
    </div>
  );
}

/**
 * /typeform-style: the waitlist one question at a time (welcome, kind of marketer, number of ad
 * accounts, email, thank-you) with a progress bar, Back, Enter and letter keys. Only the address
 * is sent (the shared waitlist form); the two answers stay here and personalise the thank-you.
 * Before the script runs the welcome screen is there with a link to the main page's waitlist.
 */
export function TypeformWaitlist({ text }: { text: TypeformText }) {
  const ui = useUiText();
  const hydrated = useHydrated();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  const [answers, setAnswers] = useState<{ role: string | null; accounts: string | null }>({ role: null, accounts: null });
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const moved = useRef(false);
  const step = steps[index]!;

  const go = useCallback(
    (next: number) => {
      window.clearTimeout(timer.current);
      moved.current = true;
      setDirection(next < index ? 'back' : 'forward');
      setIndex(next);
    },
    [index],
  );
  const form = useWaitlistForm({
    onJoined: () => {
      timer.current = window.setTimeout(() => go(steps.indexOf('thanks')), thanksDelayMs);
    },
  });

  const asking = step === 'role' || step === 'accounts' ? step : null;
  const options: Option[] | null = asking ? text[asking].options : null;
  const chosen = asking ? answers[asking] : null;
  const choose = useCallback(
    (id: string) => {
      if (!asking) return;
      setAnswers((current) => ({ ...current, [asking]: id }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => go(index + 1), advanceDelayMs);
    },
    [asking, index, go],
  );

  // Each new screen: focus on its heading, or on the address field.
  useEffect(() => {
    if (!moved.current) return;
    (step === 'email' ? input.current : heading.current)?.focus();
  }, [step]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Enter goes on (welcome, or a question that has an answer); A–D choose an answer.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (event.key === 'Enter') {
        if (isControl(event.target)) return;
        const ready = step === 'welcome' || chosen !== null;
        if (!ready || index >= 3) return;
        event.preventDefault();
        go(index + 1);
        return;
      }
      if (!options || isTextField(event.target)) return;
      const option = options[keys.indexOf(event.key.toLowerCase())];
      if (!option) return;
      event.preventDefault();
      choose(option.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step, index, options, chosen, choose, go]);

  const progress = Math.round((index / (steps.length - 1)) * 100);
  const headingProps = { id: headingId, ref: heading, tabIndex: -1 };
  const headingClass = 'font-bold tracking-tight text-foreground outline-none';
  const questionClass = `${headingClass} text-3xl sm:text-4xl`;
  const back = (
    <button type="button" onClick={() => go(index - 1)} className={buttonClass({ variant: 'ghost', className: 'gap-1.5' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text.back}
    </button>
  );
  const number = (n: number) => (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-accent dark:text-accent-soft-foreground">
      {format(text.question, { number: n })}
      <ArrowRight aria-hidden="true" className="size-4" />
    </p>
  );

  const role = text.role.options.find((option) => option.id === answers.role);
  const accounts = text.accounts.options.find((option) => option.id === answers.accounts);
  const tip = accounts && isFeatureId(accounts.feature) ? accounts.feature : null;

  return (
    <>
      <header className="sticky top-0 z-10 bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <a href="/" aria-label={ui.header.home} className="min-w-0 rounded-lg focus-visible:focus-ring">
            <SiteLogo name={ui.appName} />
          </a>
          <ThemeToggle />
        </div>
        <div
          role="progressbar"
          aria-label={text.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={format(text.progressText, { step: index + 1, total: steps.length })}
          className="h-1 w-full bg-default"
        >
          <div className="h-full bg-accent transition-[width] duration-500 ease-out motion-reduce:transition-none" style={{ width: `${progress}%` }} />
        </div>
      </header>

      <main id="main-content" className="flex flex-1 items-center">
        <div
          key={step}
          data-step={step}
          className={`mx-auto flex w-full max-w-2xl flex-col items-start gap-6 px-6 py-12 transition duration-500 ease-out starting:opacity-0 motion-reduce:transition-none ${
            direction === 'forward' ? 'starting:translate-y-6' : 'starting:-translate-y-6'
          }`}
        >
          {step === 'welcome' ? (
            <>
              <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-foreground">{text.welcome.badge}</span>
              <h1 {...headingProps} className={`${headingClass} text-4xl sm:text-5xl`}>
                {text.welcome.title}
              </h1>
              <p className="text-xl text-muted">{text.welcome.body}</p>
              <div className="flex items-center gap-4">
                {hydrated ? (
                  <button type="button" onClick={() => go(1)} className={buttonClass({ size: 'lg' })}>
                    {text.welcome.start}
                  </button>
                ) : (
                  <a href="/#waitlist" className={buttonClass({ size: 'lg' })}>
                    {text.welcome.start}
                  </a>
                )}
                <Hint>{text.enterHint}</Hint>
              </div>
            </>
          ) : null}

          {asking ? (
            <>
              {number(index)}
              <h1 {...headingProps} className={questionClass}>
                {text[asking].title}
              </h1>
              {asking === 'accounts' ? <p className="-mt-3 text-lg text-muted">{text.accounts.hint}</p> : null}
              <Choices options={text[asking].options} chosen={chosen} labelledBy={headingId} onChoose={choose} />
              <p className="text-sm text-muted">{text.keyHint}</p>
              <div className="flex flex-wrap items-center gap-3">
                {back}
                <button
                  type="button"
                  disabled={chosen === null}
                  aria-disabled={chosen === null}
                  onClick={() => go(index + 1)}
                  className={buttonClass({ className: 'gap-1.5' })}
                >
                  {text.ok}
                  <Check aria-hidden="true" className="size-4" />
                </button>
                <Hint>{text.enterHint}</Hint>
              </div>
            </>
          ) : null}

          {step === 'email' ? (
            <>
              {number(3)}
              <h1 {...headingProps} className={questionClass}>
                {text.email.title}
              </h1>
              <p className="-mt-3 text-lg text-muted">{text.email.body}</p>
              <div className="w-full max-sm:[&_button]:w-full">
                <WaitlistFields form={form} layout="inline" inputRef={input} />
              </div>
              <div className="-mt-3 flex items-center gap-3">
                {back}
                <Hint>{text.enterHint}</Hint>
              </div>
            </>
          ) : null}

          {step === 'thanks' ? (
            <>
              <CircleCheck aria-hidden="true" className="size-12 text-success-text" />
              <h1 {...headingProps} className={questionClass}>
                {ui.waitlist.success}
              </h1>
              <p className="text-xl text-foreground">{[role?.thanks, accounts?.thanks].filter(Boolean).join(' ')}</p>
              <p className="text-lg text-muted">{text.thanks.next}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                {tip ? (
                  <a href={featurePath(tip)} className={buttonClass({ size: 'lg', className: 'gap-1.5' })}>
                    {format(ui.carousel.more, { name: ui.features[tip].name })}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                ) : null}
                <a href="/" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
                  {text.thanks.home}
                </a>
              </div>
            </>
          ) : null}
        </div>
      </main>
    </>
  );
}
