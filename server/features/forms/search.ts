/**
 * The forms' search providers (global search): forms by title and submitted answers by their text,
 * both with ILIKE on parts and pg_trgm word similarity for words typed slightly wrong (the trigram
 * indexes of migration 0021). The scope is the lists' own: the active company's forms (archived
 * ones too: search finds what exists) and their submitted answers, for its admins and marketeers.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { clients, formSubmissions, forms } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';

const statusLabels = { draft: 'Concept', published: 'Gepubliceerd', archived: 'Gearchiveerd' } as const;

export const formHref = (formId: string) => `/forms?form=${encodeURIComponent(formId)}`;
export const submissionHref = (formId: string, submissionId: string) => `${formHref(formId)}&submission=${encodeURIComponent(submissionId)}`;

export const formSearch: SearchProvider = {
  kind: 'form',
  label: 'Formulieren',
  async search(db, who, terms, limit) {
    const rows = await db
      .select({ id: forms.id, title: forms.title, status: forms.status })
      .from(forms)
      .where(and(eq(forms.companyId, who.companyId), sql`(${forms.title} ilike ${terms.contains} or ${terms.text} <% ${forms.title})`))
      .orderBy(
        desc(sql`${forms.title} ilike ${terms.startsWith}`),
        desc(sql`${forms.title} ilike ${terms.contains}`),
        desc(sql`word_similarity(${terms.text}, ${forms.title})`),
        asc(forms.title),
        asc(forms.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'form',
      title: row.title,
      subtitle: statusLabels[row.status],
      href: formHref(row.id),
      match: 'title',
    }));
  },
};

export const submissionSearch: SearchProvider = {
  kind: 'form_submission',
  label: 'Inzendingen',
  async search(db, who, terms, limit) {
    const rows = await db
      .select({ id: formSubmissions.id, formId: forms.id, title: forms.title, clientName: clients.name, submittedAt: formSubmissions.submittedAt })
      .from(formSubmissions)
      .innerJoin(forms, and(eq(forms.id, formSubmissions.formId), eq(forms.companyId, who.companyId)))
      .leftJoin(clients, eq(clients.id, formSubmissions.clientId))
      .where(
        and(
          eq(formSubmissions.companyId, who.companyId),
          eq(formSubmissions.state, 'submitted'),
          sql`(${formSubmissions.searchText} ilike ${terms.contains} or ${terms.text} <% ${formSubmissions.searchText})`,
        ),
      )
      .orderBy(
        desc(sql`${formSubmissions.searchText} ilike ${terms.contains}`),
        desc(sql`word_similarity(${terms.text}, ${formSubmissions.searchText})`),
        desc(formSubmissions.submittedAt),
        asc(formSubmissions.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'form_submission',
      title: row.clientName ? `${row.title} — ${row.clientName}` : row.title,
      subtitle: row.submittedAt
        ? `Ingediend ${new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' }).format(row.submittedAt)}`
        : null,
      href: submissionHref(row.formId, row.id),
      match: 'title',
    }));
  },
};
