import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../../../common/forms/form-schema';
import { submissionListSearch } from './api/submissions-api';
import { type AnswerWords, answerSections, fileSizeText, schemaOf } from './answer-text';
import { submitterName } from './submission-texts';

const words: AnswerWords = {
  yes: 'Ja',
  no: 'Nee',
  money: (cents) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`,
  date: (ymd) => `dag ${ymd}`,
  daily: (amount) => `${amount} per dag`,
  lifetime: (amount) => `${amount} totaal`,
  from: (start) => `Vanaf ${start}`,
  fromTo: (start, end) => `${start} t/m ${end}`,
  ages: (min, max) => `${min}–${max} jaar`,
  adLabel: (group, value) => `${group}:${value}`,
};

const schema: FormSchema = {
  pages: [
    {
      id: 'een',
      title: 'Over jou',
      fields: [
        { id: 'kop', type: 'content', label: 'Welkom', required: false },
        { id: 'naam', type: 'short_text', label: 'Naam', required: true },
        { id: 'budget', type: 'amount', label: 'Maandbudget', required: false },
        { id: 'start', type: 'date', label: 'Start', required: false },
        {
          id: 'kanalen',
          type: 'multiple_choice',
          label: 'Kanalen',
          required: false,
          options: [
            { value: 'fb', label: 'Facebook' },
            { value: 'ig', label: 'Instagram' },
          ],
        },
        { id: 'akkoord', type: 'consent', label: 'Akkoord', required: false },
        { id: 'score', type: 'rating', label: 'Score', required: false, scale: 5 },
      ],
    },
    {
      id: 'twee',
      title: 'Advertentie',
      fields: [
        { id: 'bestanden', type: 'file', label: 'Bestanden', required: false, accept: ['image'], maxFiles: 5, maxSizeMb: 25 },
        { id: 'ad_budget', type: 'ad_budget', label: 'Budget', required: false },
        { id: 'ad_schedule', type: 'ad_schedule', label: 'Looptijd', required: false },
        { id: 'ad_audience', type: 'ad_audience', label: 'Doelgroep', required: false },
        { id: 'ad_placements', type: 'ad_placements', label: 'Plaatsingen', required: false },
        { id: 'ad_landing', type: 'ad_landing_url', label: 'Landingspagina', required: false },
        { id: 'leeg', type: 'long_text', label: 'Opmerkingen', required: false },
      ],
    },
  ],
};

describe('answerSections', () => {
  it('shows every answer of the version answered in its own words, pages titled, headings left out', () => {
    const { sections, unknown } = answerSections(
      schema,
      {
        naam: 'Petra',
        budget: 123450,
        start: '2026-12-01',
        kanalen: ['ig', 'fb', 'tt'],
        akkoord: true,
        score: 4,
        bestanden: ['f1', 'f2'],
        ad_budget: { kind: 'daily', cents: 2500 },
        ad_schedule: { start: '2026-12-01', end: null },
        ad_audience: { ageMin: 25, ageMax: 45, genders: ['female'], interests: 'fietsen' },
        ad_placements: ['stories', 'reels'],
        ad_landing: { url: 'https://x.nl', utm: { source: 'meta', medium: 'cpc', campaign: 'winter', content: '' } },
        oud: 'verwijderd veld',
      },
      words,
    );
    expect(sections.map((s) => s.title)).toEqual(['Over jou', 'Advertentie']);
    const shown = Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [r.field.id, r.display])));
    expect(shown.kop).toBeUndefined();
    expect(shown.naam).toEqual({ kind: 'text', text: 'Petra' });
    expect(shown.budget).toEqual({ kind: 'text', text: '€ 1234,50' });
    expect(shown.start).toEqual({ kind: 'text', text: 'dag 2026-12-01' });
    expect(shown.kanalen).toEqual({ kind: 'text', text: 'Instagram, Facebook, tt' });
    expect(shown.akkoord).toEqual({ kind: 'text', text: 'Ja' });
    expect(shown.score).toEqual({ kind: 'text', text: '4 / 5' });
    expect(shown.bestanden).toEqual({ kind: 'files', ids: ['f1', 'f2'] });
    expect(shown.ad_budget).toEqual({ kind: 'text', text: '€ 25,00 per dag' });
    expect(shown.ad_schedule).toEqual({ kind: 'text', text: 'Vanaf dag 2026-12-01' });
    expect(shown.ad_audience).toEqual({ kind: 'text', text: '25–45 jaar · genders:female · fietsen' });
    expect(shown.ad_placements).toEqual({ kind: 'text', text: 'placements:stories, placements:reels' });
    expect(shown.ad_landing).toEqual({ kind: 'text', text: 'https://x.nl\nutm_source=meta · utm_medium=cpc · utm_campaign=winter' });
    expect(shown.leeg).toEqual({ kind: 'empty' });
    expect(unknown).toEqual([['oud', 'verwijderd veld']]);
  });

  it('reads the new schema leniently and the old shape not at all', () => {
    expect(schemaOf(schema)).not.toBeNull();
    expect(schemaOf({ fields: [{ id: 'naam', label: 'Naam' }] })).toBeNull();
    expect(schemaOf({ pages: [{ id: 'p', fields: [{ id: 'nieuw', type: 'toekomst', label: 'Nieuw soort veld' }, { label: 'zonder id' }] }] })).toEqual({
      pages: [{ id: 'p', fields: [{ id: 'nieuw', label: 'Nieuw soort veld', type: 'short_text', required: false }] }],
    });
  });
});

describe('small texts of the submissions', () => {
  it('names who a submission is from', () => {
    const t = ((key: string) => key) as never;
    const person = { id: 'u', name: 'Petra', email: 'p@x.nl', avatarUrl: null, avatarColor: null };
    expect(submitterName({ client: { id: 'c', name: 'De Gouden Korrel' }, submittedBy: person, source: 'portal' }, t)).toBe('De Gouden Korrel');
    expect(submitterName({ client: null, submittedBy: person, source: 'portal' }, t)).toBe('Petra');
    expect(submitterName({ client: null, submittedBy: null, source: 'public' }, t)).toBe('submissions.publicSource');
  });

  it('writes file sizes and the list request', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1536)).toBe('1,5 KB');
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5 MB');
    expect(submissionListSearch({ status: 'all', q: '' }, null)).toBe('');
    expect(submissionListSearch({ status: 'new', q: ' petra ' }, 'x')).toBe('status=new&q=petra&cursor=x');
  });
});
