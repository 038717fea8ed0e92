import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { useLatest } from '../../../../lib/use-latest';
import { type BuilderForm, saveFormDraft } from '../api/builder-api';
import type { BuilderDraft } from '../builder-state';

/** Typing rests this long before the draft is saved. */
export const autosaveDelayMs = 1_000;

export type SaveStatus =
  | { kind: 'saved' }
  /** Changes wait for the typing to rest. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** Not sent, or refused: the form has problems (shown at their fields). */
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown }
  /** 409 FORM_CHANGED_ELSEWHERE: someone else saved first; nothing is sent until the screen reloads. */
  | { kind: 'conflict' };

interface AutosaveOptions {
  formId: string;
  /** The revision of the form as loaded. */
  initialRevision: number;
  draft: BuilderDraft;
  /** Local problems (schemaProblems): while there are any, nothing is sent. */
  hasProblems: boolean;
  /** False for a form that may not be edited (archived): nothing is ever sent. */
  enabled: boolean;
  onSaved: (form: BuilderForm) => void;
}

/** The last attempt failed for this content: not tried again until it changes (or "Opnieuw proberen"). */
interface Failure {
  json: string;
  kind: 'failed' | 'invalid';
  error: unknown;
}

/**
 * Saves the builder's draft (PATCH /api/forms/:id with the revision it last saw) once typing
 * rests for a second; one request at a time, the newest changes after it. A 400 with `fields`
 * keeps those codes for the fields (`serverProblems`); a 409 stops saving until `reset`. What is
 * typed stays in the editor whatever the answer.
 */
export function useAutosave({ formId, initialRevision, draft, hasProblems, enabled, onSaved }: AutosaveOptions) {
  const json = JSON.stringify(draft);
  const [savedJson, setSavedJson] = useState(json);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [conflict, setConflict] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const saved = useRef(json);
  const revision = useRef<number>(initialRevision);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inConflict = useRef(false);
  const latest = useLatest({ formId, draft, json, hasProblems, enabled, onSaved });

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  /** Sends the current draft (after a request in flight); true when what is shown is saved. */
  const save = useCallback(async (): Promise<boolean> => {
    clearTimer();
    while (inFlight.current) await inFlight.current;
    const { formId: id, draft: body, json: sent, hasProblems: problems, enabled: on } = latest.current;
    if (sent === saved.current) return true;
    if (!on || inConflict.current || problems) return false;
    setSaving(true);
    const request = saveFormDraft(id, { revision: revision.current, ...body }).then(
      (form) => {
        revision.current = form.revision;
        saved.current = sent;
        setSavedJson(sent);
        setFailure(null);
        setServerProblems({});
        setSavedAt(new Date());
        latest.current.onSaved(form);
        return latest.current.json === sent;
      },
      (error: unknown) => {
        // The code comes with the forms API (manage helper); compared as text until it is in common/errors.ts.
        if (isApiError(error) && error.code === 'FORM_CHANGED_ELSEWHERE') {
          inConflict.current = true;
          setConflict(true);
        } else if (isApiError(error) && error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
          setServerProblems(error.fields);
          setFailure({ json: sent, kind: 'invalid', error });
        } else {
          setFailure({ json: sent, kind: 'failed', error });
        }
        return false;
      },
    );
    inFlight.current = request;
    try {
      return await request;
    } finally {
      inFlight.current = null;
      setSaving(false);
    }
  }, [latest]);

  // Every change is saved once the typing rests (not while there is a conflict, a problem, or the
  // same content just failed).
  const waits = enabled && !conflict && !hasProblems && json !== savedJson && failure?.json !== json;
  useEffect(() => {
    clearTimer();
    if (waits) timer.current = setTimeout(() => void save(), autosaveDelayMs);
  }, [json, waits, save]);

  useEffect(() => () => clearTimer(), []);

  /** A form (re)loaded from the server: what it holds counts as saved, at its revision. */
  const reset = useCallback((form: BuilderForm, loadedDraft: BuilderDraft) => {
    clearTimer();
    const loaded = JSON.stringify(loadedDraft);
    inConflict.current = false;
    revision.current = form.revision;
    saved.current = loaded;
    setSavedJson(loaded);
    setConflict(false);
    setFailure(null);
    setServerProblems({});
  }, []);

  /** Another call (publish, public link) answered a newer revision of the same saved content. */
  const adoptRevision = useCallback((next: number) => {
    revision.current = next;
  }, []);

  const status: SaveStatus = conflict
    ? { kind: 'conflict' }
    : isSaving
      ? { kind: 'saving' }
      : json === savedJson
        ? { kind: 'saved' }
        : hasProblems || (failure?.kind === 'invalid' && failure.json === json)
          ? { kind: 'invalid' }
          : failure?.kind === 'failed' && failure.json === json
            ? { kind: 'failed', error: failure.error }
            : { kind: 'pending' };

  return {
    status,
    savedAt,
    serverProblems,
    /** Saves now (before publishing, before leaving); true when everything shown is saved. */
    flush: save,
    retry: () => void save(),
    reset,
    adoptRevision,
    revision: () => revision.current,
    isUnsaved: json !== savedJson,
  };
}
