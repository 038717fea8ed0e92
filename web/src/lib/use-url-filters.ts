/**
 * A list's search and filters in the address (query parameters), so back, reload and a shared link
 * keep them: /clients?q=bakker&status=archived. Each screen describes its filters once (a field per
 * parameter, with the value it has when the parameter is absent); a default value is left out of
 * the address. Typing in a search box replaces the history entry (no entry per key); any other
 * change (a select, "Filters wissen") pushes one, so back undoes it. Other parameters of the
 * address (an open item, a tab) stay as they are.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

/**
 * The screen's filters from the address, and a setter that writes them there. A search box's text
 * is kept here too while the address follows it (a navigation is not synchronous: a controlled
 * input fed from the address alone would lose the caret); a navigation made elsewhere (back,
 * forward, a link) shows the address's values again.
 */
export function useUrlFilters<T>(fields: UrlFilterFields<T>): [T, (change: Partial<T>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(() => urlFiltersOf(fields, new URLSearchParams(location.search)), [fields, location.search]);
  /**
   * The values last set, ahead of the address until it follows, and the addresses that show them:
   * where the change started (until the address has moved on) and what it wrote.
   */
  const [pending, setPending] = useState<{ values: T; ours: readonly string[] } | null>(null);
  const stillOurs = pending !== null && pending.ours.includes(location.search);
  if (pending && !stillOurs) setPending(null);
  else if (pending && pending.ours.length > 1 && pending.ours.at(-1) === location.search) setPending({ values: pending.values, ours: [location.search] });
  const values = pending && stillOurs ? pending.values : fromAddress;
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
      // Typing replaces: the addresses it wrote before this one may still arrive.
      setPending((current) => ({ values: after, ours: replace && current ? [...current.ours, from, search].slice(-20) : [from, search] }));
      if (search !== from) void navigate({ search }, { replace });
    },
    [fields, navigate],
  );

  return [values, setFilters];
}
