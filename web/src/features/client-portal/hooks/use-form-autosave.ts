/**
 * Autosave of a portal form's draft (issue 35): answers are sent to PUT …/draft about 800 ms after
 * the last change, at once on a page turn or when focus leaves a field, and with a keep-alive
 * request when the page is left. Until the server confirms, the unsaved answers are kept in
 * sessionStorage, so a reload (or a crash) loses nothing: the next opening puts them back over the
 * server's draft and saves them. A 409 (another device saved meanwhile) reads the server's draft
 * again and keeps what was typed here and not yet saved, per field (`mergeDraft`), then saves.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormAnswers, FormSchema } from '../../../../../common/forms/form-schema';
import { isApiError } from '../../../lib/api-client';
import { answersToSend } from '../../forms/renderer/answer-rules';
import { getPortalForm, saveFormDraft } from '../api/portal-forms';
import { clearDraftBackup, mergeDraft, pickAnswers, readDraftBackup, unsavedFieldIds, writeDraftBackup } from '../portal-forms';

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export const autosaveDelayMs = 800;

interface AutosaveInput {
  assignmentId: string;
  clientId: string;
  schema: FormSchema;
  /** The server's answers and revision when the form was opened. */
  initialAnswers: FormAnswers;
  initialRevision: number | null;
  /** Off for a submitted form being changed (its draft is the submission) and for the team's preview. */
  enabled: boolean;
}

export interface Autosave {
  answers: FormAnswers;
  setAnswers: (next: FormAnswers) => void;
  status: AutosaveStatus;
  savedAt: Date | null;
  error: unknown;
  /** The revision to send with a submit. */
  revision: () => number | null;
  /** Saves now (a page turn, focus leaving a field, "Opnieuw proberen"). */
  flush: () => void;
  /** The form was submitted: nothing is pending any more, the backup goes. */
  settle: (revision: number | null) => void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useFormAutosave({ assignmentId, clientId, schema, initialAnswers, initialRevision, enabled }: AutosaveInput): Autosave {
  // What the server confirmed last (the answers as sent) and its revision.
  const saved = useRef<FormAnswers>(initialAnswers);
  const revision = useRef<number | null>(initialRevision);
  // The answers on screen: the server's, with a reload's unsaved backup put back over them.
  const [answers, setAnswersState] = useState<FormAnswers>(() => {
    const backup = enabled ? readDraftBackup(assignmentId) : null;
    return backup ? mergeDraft(initialAnswers, backup.values, Object.keys(backup.values)) : initialAnswers;
  });
  const current = useRef(answers);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<number | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);

  // The save after a save (changes typed while one was on its way): through a ref, the callback cannot name itself.
  const saveAgain = useRef<() => Promise<void>>(() => Promise.resolve());
  const toSend = useCallback(() => answersToSend(schema, current.current), [schema]);

  const save = useCallback(async (): Promise<void> => {
    if (!enabled) return;
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const body = toSend();
    if (sameJson(body, answersToSend(schema, saved.current))) {
      setStatus((s) => (s === 'pending' ? 'saved' : s));
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      const answer = await saveFormDraft(assignmentId, { answers: body, revision: revision.current });
      revision.current = answer.revision;
      saved.current = body;
      if (!alive.current) return;
      setSavedAt(new Date(answer.savedAt));
      setError(null);
      const unsaved = unsavedFieldIds(toSend(), body);
      writeDraftBackup(assignmentId, pickAnswers(current.current, unsaved));
      setStatus(unsaved.length > 0 ? 'pending' : 'saved');
      if (unsaved.length > 0) again.current = true;
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'FORM_DRAFT_CHANGED_ELSEWHERE') {
        // Another device saved: its draft, with what was typed here and not saved on top.
        try {
          const fresh = await getPortalForm(assignmentId, { clientId, preview: false });
          const unsaved = unsavedFieldIds(current.current, saved.current);
          const merged = mergeDraft(fresh.answers, current.current, unsaved);
          saved.current = fresh.answers;
          revision.current = fresh.revision;
          current.current = merged;
          if (alive.current) setAnswersState(merged);
          again.current = true;
        } catch (readFailure) {
          if (alive.current) {
            setError(readFailure);
            setStatus('error');
          }
        }
      } else if (alive.current) {
        setError(failure);
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
      if (again.current && alive.current) {
        again.current = false;
        window.setTimeout(() => void saveAgain.current(), 0);
      }
    }
  }, [assignmentId, clientId, enabled, schema, toSend]);

  useLayoutEffect(() => {
    saveAgain.current = save;
  }, [save]);

  const setAnswers = useCallback(
    (next: FormAnswers) => {
      current.current = next;
      setAnswersState(next);
      if (!enabled) return;
      writeDraftBackup(assignmentId, pickAnswers(next, unsavedFieldIds(next, saved.current)));
      setStatus((s) => (s === 'saving' ? s : 'pending'));
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), autosaveDelayMs);
    },
    [assignmentId, enabled, save],
  );

  // A reload's backup differs from the server's draft: save it right away.
  useEffect(() => {
    if (enabled && unsavedFieldIds(current.current, saved.current).length > 0) void save();
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving the page: a keep-alive save of what is pending (the backup stays until the next opening confirms).
  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      const body = toSend();
      if (sameJson(body, answersToSend(schema, saved.current))) return;
      try {
        void fetch(`/api/portal/forms/${encodeURIComponent(assignmentId)}/draft`, {
          method: 'PUT',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ answers: body, revision: revision.current }),
        });
      } catch {
        // The session backup has it.
      }
    };
    const hidden = () => document.visibilityState === 'hidden' && void save();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [assignmentId, enabled, save, schema, toSend]);

  // Closing the form inside the app: save what is pending.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        void saveAfterUnmount();
      }
    };
    async function saveAfterUnmount() {
      const body = answersToSend(schema, current.current);
      if (sameJson(body, answersToSend(schema, saved.current))) return;
      try {
        await saveFormDraft(assignmentId, { answers: body, revision: revision.current });
        clearDraftBackup(assignmentId);
      } catch {
        // Kept in the session backup for the next opening.
      }
    }
  }, [assignmentId, schema]);

  const flush = useCallback(() => void save(), [save]);
  const settle = useCallback(
    (next: number | null) => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      revision.current = next;
      saved.current = current.current;
      clearDraftBackup(assignmentId);
      setStatus('idle');
    },
    [assignmentId],
  );
  const getRevision = useCallback(() => revision.current, []);

  return { answers, setAnswers, status, savedAt, error, revision: getRevision, flush, settle };
}
