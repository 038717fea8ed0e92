import { describe, expect, it } from 'vitest';
import { formListSearch } from './api/forms-api';
import type { FormAssignment } from '../../../../../common/schemas/forms';
import {
  builderHref,
  csvFileName,
  deadlineInputOf,
  deadlineIsoOf,
  deadlineState,
  formsHref,
  formsViewOf,
  groupAssignments,
  isFutureDeadline,
  publicFormUrl,
  searchWithSubmission,
  submissionsCsvHref,
} from './forms-view';

const formId = '3f0c6a52-8a37-4f7e-9d1b-1c2d3e4f5a6b';
const submissionId = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';

describe('the address of /forms', () => {
  it('opens a form and a submission only with a form, and ignores what is no id', () => {
    expect(formsViewOf(new URLSearchParams(`form=${formId}&submission=${submissionId}`))).toEqual({ formId, submissionId });
    expect(formsViewOf(new URLSearchParams(`submission=${submissionId}`))).toEqual({ formId: null, submissionId: null });
    expect(formsViewOf(new URLSearchParams('form=<script>'))).toEqual({ formId: null, submissionId: null });
  });

  it('builds the links the inbox, the sidebar and the rows use', () => {
    expect(formsHref()).toBe('/forms');
    expect(formsHref({ formId })).toBe(`/forms?form=${formId}`);
    expect(formsHref({ formId, submissionId })).toBe(`/forms?form=${formId}&submission=${submissionId}`);
    expect(formsHref({ submissionId })).toBe('/forms');
    expect(builderHref(formId)).toBe(`/form-builder?form=${formId}`);
    expect(searchWithSubmission(new URLSearchParams(`form=${formId}&status=new`), submissionId).toString()).toBe(
      `form=${formId}&status=new&submission=${submissionId}`,
    );
    expect(searchWithSubmission(new URLSearchParams(`form=${formId}&submission=${submissionId}`), null).toString()).toBe(`form=${formId}`);
  });

  it('links the CSV export as a plain download with a safe file name', () => {
    expect(submissionsCsvHref(formId)).toBe(`/api/forms/${formId}/submissions.csv`);
    expect(submissionsCsvHref('a/b')).toBe('/api/forms/a%2Fb/submissions.csv');
    expect(csvFileName('Intake nieuwe klant (2026)')).toBe('intake-nieuwe-klant-2026-inzendingen.csv');
    expect(csvFileName('Café "Ëén"')).toBe('cafe-een-inzendingen.csv');
    expect(csvFileName('???')).toBe('formulier-inzendingen.csv');
  });

  it('builds the public link and the list request', () => {
    expect(publicFormUrl('https://app.example.nl/', 'abc_-1')).toBe('https://app.example.nl/formulier/abc_-1');
    expect(formListSearch({ status: 'published', q: ' intake ', ownerId: null }, null)).toBe('status=published&q=intake');
    expect(formListSearch({ status: 'draft', q: '', ownerId: 'u1' }, 'c2')).toBe('status=draft&ownerId=u1&cursor=c2');
  });
});

describe('deadlines in Dutch time', () => {
  it('reads and writes the wall clock of Amsterdam, summer and winter', () => {
    expect(deadlineIsoOf('2026-07-01T17:00')).toBe('2026-07-01T15:00:00.000Z');
    expect(deadlineIsoOf('2026-12-01T17:00')).toBe('2026-12-01T16:00:00.000Z');
    expect(deadlineInputOf('2026-07-01T15:00:00.000Z')).toBe('2026-07-01T17:00');
    expect(deadlineInputOf(null)).toBe('');
    expect(deadlineIsoOf('')).toBeNull();
    expect(deadlineIsoOf('2026-13-01T10:00')).toBeNull();
  });

  it('says whether a deadline is past, near, later, absent or answered', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(deadlineState({ deadline: '2026-11-28T11:00:00Z', completedAt: null }, now)).toBe('overdue');
    expect(deadlineState({ deadline: '2026-11-29T12:00:00Z', completedAt: null }, now)).toBe('soon');
    expect(deadlineState({ deadline: '2026-12-05T12:00:00Z', completedAt: null }, now)).toBe('later');
    expect(deadlineState({ deadline: null, completedAt: null }, now)).toBe('none');
    expect(deadlineState({ deadline: '2026-11-28T11:00:00Z', completedAt: '2026-11-27T11:00:00Z' }, now)).toBe('done');
    expect(isFutureDeadline('2026-11-28T14:00', now)).toBe(true);
    expect(isFutureDeadline('2026-11-28T12:00', now)).toBe(false);
  });

  it('lists open sends by deadline (none last), then answered ones newest first', () => {
    const send = (id: string, name: string, deadline: string | null, completedAt: string | null = null): FormAssignment => ({
      id,
      client: { id: `c-${id}`, name, code: null, color: null },
      deadline,
      sentAt: '2026-11-01T10:00:00Z',
      completedAt,
      submissionId: null,
    });
    const { open, done } = groupAssignments([
      send('a', 'Bakker', null),
      send('b', 'Slager', '2026-12-10T10:00:00Z'),
      send('c', 'Visser', '2026-12-01T10:00:00Z'),
      send('d', 'Kapper', null, '2026-11-20T10:00:00Z'),
      send('e', 'Drukker', '2026-11-25T10:00:00Z', '2026-11-24T10:00:00Z'),
    ]);
    expect(open.map((a) => a.id)).toEqual(['c', 'b', 'a']);
    expect(done.map((a) => a.id)).toEqual(['e', 'd']);
  });
});
