/**
 * Nothing typed is lost while the browser visits Canva or Google to connect: before it leaves, the
 * "Nieuwe creative" / "Nieuwe versie" dialog's fields (and a file it already holds) wait in this
 * tab's sessionStorage; back on /creatives?import=<source> the creatives screen opens the dialog
 * again with them (resumed-creative-dialog.tsx). A draft is for one company and goes stale after an hour.
 */
import { z } from 'zod';
import { reviewFlowValues } from '../../../../../common/creative-constants';
import { creativeImportSources, type CreativeImportSource } from '../../../../../common/schemas/creative-imports';

export const importDraftKey = 'creatives.import-draft';
const maxAgeMs = 60 * 60_000;

const importDraftSchema = z.object({
  source: z.enum(creativeImportSources),
  companyId: z.string(),
  savedAt: z.number(),
  /** The creative a new version is for; null: a new creative. */
  creative: z.object({ id: z.string(), name: z.string(), currentVersion: z.number().int() }).nullable(),
  /** The client the dialog started with (the filters' one): restored fields differ from it or not. */
  startClientId: z.string(),
  fields: z.object({
    clientId: z.string(),
    name: z.string(),
    campaign: z.string(),
    due: z.string(),
    note: z.string(),
    flow: z.enum(reviewFlowValues),
    sendNow: z.boolean(),
  }),
  /** A file the dialog already held (stored on the server, not yet attached). */
  file: z
    .object({
      name: z.string(),
      size: z.number(),
      type: z.string(),
      fileId: z.string(),
      posterFileId: z.string().nullable(),
      source: z.enum(creativeImportSources).nullable(),
    })
    .nullable(),
});
export type ImportDraft = z.infer<typeof importDraftSchema>;
export type ImportDraftFields = ImportDraft['fields'];

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the dialog's state for the way back (private mode without storage: nothing is kept). */
export function saveImportDraft(draft: ImportDraft, storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.setItem(importDraftKey, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the dialog opens empty on return.
  }
}

/** The draft kept for this company and not older than an hour, else null (a broken or stale one is forgotten). */
export function readImportDraft(companyId: string, now: number, storage: DraftStorage | null = sessionStore()): ImportDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(importDraftKey) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const draft = importDraftSchema.safeParse(parsed);
  if (!draft.success || draft.data.savedAt > now || now - draft.data.savedAt > maxAgeMs) {
    clearImportDraft(storage);
    return null;
  }
  return draft.data.companyId === companyId ? draft.data : null;
}

export function clearImportDraft(storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(importDraftKey);
  } catch {
    // Nothing stored.
  }
}

/** The way back from a provider: `/creatives?import=canva|drive`, with `&error=<CODE>` when connecting failed. */
export interface ImportReturn {
  source: CreativeImportSource;
  /** An error code of common/errors.ts, or null. */
  error: string | null;
}

export function importReturnOf(search: URLSearchParams): ImportReturn | null {
  const source = search.get('import');
  if (!creativeImportSources.includes(source as CreativeImportSource)) return null;
  const error = search.get('error');
  return { source: source as CreativeImportSource, error: error && /^[A-Z][A-Z0-9_]{1,63}$/.test(error) ? error : null };
}

/** The address without the way back's parameters; for a new version, on that creative. */
export function searchAfterImportReturn(search: URLSearchParams, draft: ImportDraft | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('import');
  next.delete('error');
  if (draft?.creative) next.set('creative', draft.creative.id);
  return next;
}
