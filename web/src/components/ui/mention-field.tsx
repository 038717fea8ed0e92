import { Label, TextArea, TextField } from '@heroui/react';
import { AtSign } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenMention, filterMentionCandidates, mentionQueryAt, mentionsStillIn } from '../../../../common/mentions';
import { Avatar } from './avatar';
import type { PersonOption } from './people-select';

/** What the field holds: the text as typed ("@Naam" for a chosen person) and who was chosen. */
export interface MentionDraft {
  text: string;
  chosen: ChosenMention[];
}

export const emptyDraft: MentionDraft = { text: '', chosen: [] };

const labelOf = (person: Pick<PersonOption, 'name' | 'email'>) => person.name || person.email;

interface MentionFieldProps {
  draft: MentionDraft;
  onChange: (draft: MentionDraft) => void;
  /** Who may be mentioned here (the API's list); empty: no suggestions. */
  people: readonly PersonOption[];
  /** The viewer: not suggested (one does not mention oneself). */
  viewerId: string;
  label: string;
  /** Show the label above the field (a form); by default it is for screen readers only (a composer). */
  showLabel?: boolean;
  /** The field's form name. */
  name?: string;
  placeholder?: string;
  maxLength: number;
  rows?: number;
  isInvalid?: boolean;
  /** Keys the suggestions did not use (send, save, cancel). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
  /** Below the text area (hint, error, buttons). */
  children?: ReactNode;
  testId?: string;
  /** Where the suggestions show: over the text above the field (a composer at the bottom), or in the flow below it (inside a scrolling list, where a floating list would be cut off). */
  suggestionsPlacement?: 'above' | 'inline';
}

/**
 * A text area where "@" suggests colleagues: the list filters as one types (name, a word of it or
 * the e-mail address), ↑/↓ move, Enter or Tab choose, Escape closes, a click chooses. A chosen
 * person is written as "@Naam" and listed below as a chip ("Krijgt een melding"); the message is
 * sent with a reference per chip (common/mentions.ts composeMentions).
 */
export function MentionField({
  draft,
  onChange,
  people,
  viewerId,
  label,
  showLabel = false,
  name = 'content',
  placeholder,
  maxLength,
  rows = 2,
  isInvalid = false,
  onKeyDown,
  inputRef,
  autoFocus,
  children,
  testId,
  suggestionsPlacement = 'above',
}: MentionFieldProps) {
  const { t: tm } = useTranslation('mentions');
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  // Where the caret goes once a chosen name is in the text: set in the same commit as the new text
  // (a frame later, a fast typist's next key would land at the text's end).
  const pendingCaret = useRef<{ at: number; textarea: HTMLTextAreaElement } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    pending.textarea.setSelectionRange(pending.at, pending.at);
  }, [draft.text]);

  const query = caret === null ? null : mentionQueryAt(draft.text, caret);
  const candidates = useMemo(() => people.filter((p) => p.id !== viewerId), [people, viewerId]);
  const matches = query && dismissedAt !== query.start ? filterMentionCandidates(candidates, query.query, 6) : [];
  const open = query !== null && dismissedAt !== query.start && candidates.length > 0;
  const shownActive = Math.min(active, Math.max(matches.length - 1, 0));
  const chips = mentionsStillIn(draft.text, draft.chosen);

  const readCaret = (target: HTMLTextAreaElement) => setCaret(target.selectionStart === target.selectionEnd ? target.selectionStart : null);

  const choose = (person: PersonOption, textarea: HTMLTextAreaElement | null) => {
    if (!query) return;
    const name = labelOf(person);
    const end = query.start + 1 + query.query.length;
    const text = `${draft.text.slice(0, query.start)}@${name} ${draft.text.slice(end)}`;
    const chosen = [...draft.chosen.filter((c) => c.id !== person.id), { id: person.id, label: name }];
    onChange({ text, chosen });
    const at = query.start + name.length + 2;
    setCaret(at);
    setActive(0);
    if (textarea) pendingCaret.current = { at, textarea };
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((shownActive + step + matches.length) % matches.length);
        return;
      }
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        choose(matches[shownActive]!, event.currentTarget);
        return;
      }
    }
    if (open && event.key === 'Escape') {
      // Closes the suggestions only (not the dialog or the edit around the field).
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.start);
      return;
    }
    onKeyDown?.(event);
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <TextField
      value={draft.text}
      onChange={(text) => {
        onChange({ text, chosen: draft.chosen });
        setActive(0);
      }}
      isInvalid={isInvalid}
      validationBehavior="aria"
      fullWidth
      name={name}
      data-testid={testId}
    >
      <Label className={showLabel ? undefined : 'sr-only'}>{label}</Label>
      <div className="relative">
        <TextArea
          ref={inputRef}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          autoFocus={autoFocus}
          onKeyDown={handleKeyDown}
          onKeyUp={(event) => readCaret(event.currentTarget)}
          onClick={(event) => readCaret(event.currentTarget)}
          onSelect={(event) => readCaret(event.currentTarget)}
          onFocus={(event) => setTextarea(event.currentTarget)}
          onBlur={() => setCaret(null)}
          // A textarea keeps its textbox role (ARIA in HTML allows no other); textbox takes
          // aria-autocomplete and aria-activedescendant, which is what the suggestions need.
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && matches.length > 0 ? optionId(shownActive) : undefined}
          variant="secondary"
          fullWidth
          className="min-h-16 resize-y"
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={tm('suggestions')}
            data-testid="mention-suggestions"
            className={`max-h-64 overflow-auto rounded-xl border border-border bg-overlay p-1 shadow-lg ${
              suggestionsPlacement === 'above' ? 'absolute inset-x-0 bottom-full z-30 mb-1' : 'mt-1'
            }`}
          >
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-muted" role="presentation">
                {tm('noMatch')}
              </li>
            ) : (
              matches.map((person, i) => (
                <li
                  key={person.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === shownActive}
                  // Chosen on mouse down: the text area keeps focus and its caret.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(person, textarea);
                  }}
                  onMouseEnter={() => setActive(i)}
                  className={`flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm ${i === shownActive ? 'bg-accent-soft text-foreground' : 'text-foreground'}`}
                >
                  <Avatar person={person} size="xs" decorative />
                  <span className="min-w-0 flex-1 truncate">{labelOf(person)}</span>
                  {person.name ? <span className="hidden truncate text-xs text-muted sm:inline">{person.email}</span> : null}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {chips.length > 0 ? (
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted" data-testid="mention-chips">
          <span>{tm('notifies')}</span>
          {chips.map((chip) => (
            <span key={chip.id} className="inline-flex items-center gap-0.5 rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent-soft-foreground">
              <AtSign aria-hidden="true" className="size-3" />
              {chip.label}
            </span>
          ))}
        </p>
      ) : null}
      {children}
    </TextField>
  );
}
