import type { ReactNode } from 'react';

interface GroupFrameProps {
  id: string;
  label: string;
  required: boolean;
  help: string | undefined;
  error: string | null;
  children: ReactNode;
  /** A sentence under the inputs (a warning or the final URL), linked like the help. */
  note?: ReactNode;
}

/**
 * A field made of several inputs (budget, schedule, audience, landing URL): a fieldset whose legend
 * is the question, with the help and the error linked to the group by aria-describedby.
 */
export function GroupFrame({ id, label, required, help, error, children, note }: GroupFrameProps) {
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined} className="flex min-w-0 flex-col gap-3">
      <legend className={`mb-1 text-sm font-medium text-foreground ${required ? "after:ms-0.5 after:text-danger after:content-['*']" : ''}`}>{label}</legend>
      {help ? (
        <p id={`${id}-help`} className="-mt-2 text-xs whitespace-pre-line text-muted">
          {help}
        </p>
      ) : null}
      {children}
      {note}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
