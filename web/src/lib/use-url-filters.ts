/**
 * A list's search and filters in the address (query parameters), so back, reload and a shared link
 * keep them: /clients?q=bakker&status=archived. Each screen describes its filters once (a field per
 * parameter, with the value it has when the parameter is absent); a default value is left out of
 * the address. Typing in a search box replaces the history entry (no entry per key); any other
 * change (a select, "Filters wissen") pushes one, so back undoes it. Other parameters of the
 * address (an open item, a tab) stay as they are.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';

/** One filter: its parameter, its value when absent, how the parameter reads (null: not a value, the fallback). */
export interface UrlFilterField<V> {
  param: string;
  fallback: V;
  parse: (raw: string) => V | null;
  format: (value: V) => string;
  /** A search box: a change of it alone replaces the history entry. */
  typed?: boolean;
}

export type UrlFilterFields<T> = { readonly [K in keyof T]: UrlFilterField<T[K]> };

const maxTextLength = 200;

/** A free text (a search box): trimmed at the ends only when read, at most 200 characters. */
export function textFilter(param: string): UrlFilterField<string> {
  return { param, fallback: '', parse: (raw) => raw.slice(0, maxTextLength), format: (value) => value, typed: true };
}

/** One of a fixed set of values (an unknown value reads as the fallback). */
export function choiceFilter<C extends string>(param: string, choices: readonly C[], fallback: C): UrlFilterField<C> {
  return { param, fallback, parse: (raw) => ((choices as readonly string[]).includes(raw) ? (raw as C) : null), format: (value) => value };
}

const keysOf = <T>(fields: UrlFilterFields<T>) => Object.keys(fields) as (keyof T & string)[];

/** The filters the address names (missing or unknown values: each field's fallback). */
export function urlFiltersOf<T>(fields: UrlFilterFields<T>, params: URLSearchParams): T {
  const values = {} as T;
  for (const key of keysOf(fields)) {
    const field = fields[key];
    const raw = params.get(field.param);
    const parsed = raw === null ? null : field.parse(raw);
    values[key] = parsed ?? field.fallback;
  }
  return values;
}

/** The address with these filters: a value equal to its fallback is left out; other parameters stay. */
export function searchWithUrlFilters<T>(fields: UrlFilterFields<T>, current: URLSearchParams, values: T): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keysOf(fields)) {
    const field = fields[key];
    const text = field.format(values[key]);
    if (text === '' || text === field.format(field.fallback)) next.delete(field.param);
    else next.set(field.param, text);
  }
  return next;
}

/** Whether going from `before` to `after` only changes typed fields (a search box): that replaces the history entry. */
export function isTypingChange<T>(fields: UrlFilterFields<T>, before: T, after: T): boolean {
  return keysOf(fields).every((key) => before[key] === after[key] || fields[key].typed === true);
}

/** The typed fields' values (a search box's text). */
function typedOf<T>(fields: UrlFilterFields<T>, values: T): Partial<T> {
  const typed: Partial<T> = {};
  for (const key of keysOf(fields)) if (fields[key].typed) typed[key] = values[key];
  return typed;
}

/**
 * The screen's filters from the address, and a setter that writes them there. A search box's text
 * is the screen's own while it is typed (a navigation is not synchronous: an input fed from the
 * address alone would lose keys typed before it follows); a text the address comes to hold that
 * this screen did not write (back, forward, a link) replaces it.
 */
export function useUrlFilters<T>(fields: UrlFilterFields<T>): [T, (change: Partial<T>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromAddress = useMemo(() => urlFiltersOf(fields, new URLSearchParams(location.search)), [fields, location.search]);
  const [typed, setTyped] = useState(() => typedOf(fields, fromAddress));
  /** The texts this screen wrote into the address since the last change that was not typing. */
  const [written, setWritten] = useState<ReadonlySet<unknown>>(() => new Set());
  const [seen, setSeen] = useState(fromAddress);
  if (seen !== fromAddress) {
    setSeen(fromAddress);
    const adopted = typedOf(fields, fromAddress);
    // A step back or forward, or a link (not a replace, as typing makes) shows what its address says.
    const ours = (value: unknown) => navigationType === NavigationType.Replace && written.has(value);
    const changed = (Object.keys(adopted) as (keyof T)[]).filter((key) => adopted[key] !== typed[key] && !ours(adopted[key]));
    if (changed.length > 0) setTyped({ ...typed, ...Object.fromEntries(changed.map((key) => [key, adopted[key]])) });
  }
  const values = useMemo(() => ({ ...fromAddress, ...typed }), [fromAddress, typed]);
  // The values a quick second change builds on (before React has rendered the first).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const setFilters = useCallback(
    (change: Partial<T>) => {
      const before = latest.current;
      const after = { ...before, ...change };
      const from = window.location.search;
      const next = searchWithUrlFilters(fields, new URLSearchParams(from), after).toString();
      const search = next ? `?${next}` : '';
      const replace = isTypingChange(fields, before, after);
      latest.current = after;
      const nowTyped = typedOf(fields, after);
      setTyped(nowTyped);
      setWritten((current) => new Set([...(replace ? [...current].slice(-50) : []), ...Object.values(nowTyped)]));
      if (search !== from) void navigate({ search }, { replace });
    },
    [fields, navigate],
  );

  return [values, setFilters];
}
