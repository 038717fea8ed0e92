import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useErrorText } from '../../lib/use-error-text';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

interface PeopleDraftOptions {
  /** The ids saved now. */
  saved: readonly string[];
  /** The ids being saved while the request runs (undefined: none). */
  saving: readonly string[] | undefined;
  /** Sends the new choice, calling back when it succeeded or failed. */
  save: (ids: string[], done: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** The toasts after saving: done, or failed (the error's text as its description). */
  texts: { saved: string; failed: string };
}

/**
 * A PeopleSelect that saves once, when its list closes (one request for the whole change, none
 * when nothing changed): the choice while the list is open, then the ids being saved, then the
 * saved ones. For the select's `value`, `onChange` and `onOpenChange`.
 */
export function usePeopleDraft({ saved, saving, save, texts }: PeopleDraftOptions) {
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string[] | null>(null);

  const onOpenChange = (open: boolean) => {
    if (open) return;
    const next = draft;
    setDraft(null);
    if (next === null || sameSet(next, saved)) return;
    save(next, {
      onSuccess: () => toast.success(texts.saved),
      onError: (error) => toast.danger(texts.failed, { description: errorText(error) }),
    });
  };

  return { value: draft ?? saving ?? saved, onChange: setDraft, onOpenChange };
}
