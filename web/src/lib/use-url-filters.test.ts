import { describe, expect, it } from 'vitest';
import { choiceFilter, isTypingChange, searchWithUrlFilters, textFilter, type UrlFilterFields, urlFiltersOf } from './use-url-filters';

interface Filters {
  search: string;
  status: 'active' | 'archived' | 'all';
}

const fields: UrlFilterFields<Filters> = { search: textFilter('q'), status: choiceFilter('status', ['active', 'archived', 'all'], 'active') };
const read = (search: string) => urlFiltersOf(fields, new URLSearchParams(search));
const write = (search: string, values: Filters) => searchWithUrlFilters(fields, new URLSearchParams(search), values).toString();

describe('urlFiltersOf', () => {
  it('reads each parameter, and a missing one as its fallback', () => {
    expect(read('q=bakker&status=archived')).toEqual({ search: 'bakker', status: 'archived' });
    expect(read('')).toEqual({ search: '', status: 'active' });
    expect(read('q=caf%C3%A9+%26+co')).toEqual({ search: 'café & co', status: 'active' });
  });

  it('reads an unknown choice as the fallback and keeps a search to 200 characters', () => {
    expect(read('status=deleted')).toEqual({ search: '', status: 'active' });
    expect(read(`q=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
});

describe('searchWithUrlFilters', () => {
  it('writes the values that are not the default and keeps the other parameters', () => {
    expect(write('checklist=abc', { search: 'café & co', status: 'archived' })).toBe('checklist=abc&q=caf%C3%A9+%26+co&status=archived');
    expect(write('q=old&status=all&tab=notes', { search: '', status: 'active' })).toBe('tab=notes');
  });

  it('reads back what it wrote', () => {
    const values: Filters = { search: 'a=b&c ?', status: 'all' };
    expect(read(write('', values))).toEqual(values);
  });
});

describe('isTypingChange', () => {
  const before: Filters = { search: 'ba', status: 'active' };
  it('is a change of the search box alone', () => {
    expect(isTypingChange(fields, before, { ...before, search: 'bak' })).toBe(true);
    expect(isTypingChange(fields, before, before)).toBe(true);
  });

  it('is not a change of a select, nor a reset of everything', () => {
    expect(isTypingChange<Filters>(fields, before, { ...before, status: 'all' })).toBe(false);
    expect(isTypingChange<Filters>(fields, before, { search: '', status: 'all' })).toBe(false);
  });
});
