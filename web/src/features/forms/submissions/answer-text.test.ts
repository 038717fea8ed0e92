import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../../../common/forms/form-schema';
import { submissionListSearch } from './api/submissions-api';
import { fileSizeText, questionsOf, schemaOf } from './answer-text';
import { submitterName } from './submission-texts';

const schema: FormSchema = {
  pages: [
    {
      id: 'een',
      title: 'Over jou',
      fields: [
        { id: 'kop', type: 'content', label: 'Welkom', required: false },
        { id: 'naam', type: 'short_text', label: 'Naam', required: true },
        { id: 'campagne', type: 'hidden', label: 'Campagne', required: false, param: 'campagne' },
      ],
    },
    { id: 'twee', fields: [{ id: 'bestanden', type: 'file', label: 'Bestanden', required: false, accept: ['image'], maxFiles: 5, maxSizeMb: 25 }] },
  ],
};

describe('the answers view', () => {
  it('reads the new schema leniently and the old shape not at all', () => {
    expect(schemaOf(schema)).toEqual(schema);
    expect(schemaOf({ fields: [{ id: 'naam', label: 'Naam' }] })).toBeNull();
    expect(schemaOf(null)).toBeNull();
    expect(schemaOf({ pages: [{ id: 'p', fields: [{ id: 'nieuw', type: 'toekomst', label: 'Nieuw soort veld' }, { label: 'zonder id' }] }] })).toEqual({
      pages: [{ id: 'p', fields: [{ id: 'nieuw', label: 'Nieuw soort veld', type: 'short_text', required: false }] }],
    });
  });

  it('lists the questions a form asks, without headings and link-filled fields', () => {
    expect(questionsOf(schema).map((field) => field.id)).toEqual(['naam', 'bestanden']);
  });
});

describe('small texts of the submissions', () => {
  it('names who a submission is from', () => {
    const t = ((key: string) => key) as never;
    const person = { id: 'u', name: 'Petra', email: 'p@x.nl', avatarUrl: null, avatarColor: null };
    expect(submitterName({ client: { id: 'c', name: 'De Gouden Korrel', code: null, color: null }, submittedBy: person, source: 'portal' }, t)).toBe(
      'De Gouden Korrel',
    );
    expect(submitterName({ client: null, submittedBy: person, source: 'portal' }, t)).toBe('Petra');
    expect(submitterName({ client: null, submittedBy: null, source: 'public' }, t)).toBe('submissions.publicSource');
    expect(submitterName({ client: null, submittedBy: null, source: 'portal' }, t)).toBe('submissions.anonymous');
  });

  it('writes file sizes and the list request', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1536)).toBe('1,5 KB');
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5 MB');
    expect(submissionListSearch({ status: 'all', q: '' }, null)).toBe('');
    expect(submissionListSearch({ status: 'new', q: ' petra ' }, 'x')).toBe('status=new&q=petra&cursor=x');
  });
});
