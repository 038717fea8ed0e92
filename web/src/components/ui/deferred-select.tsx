import { type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode, useId, useState } from 'react';

/**
 * A HeroUI Select whose code (React Aria, ~70 KB gzipped) is loaded only on intent. Until then
 * `SelectTriggerPreview` stands in for the trigger: the same markup and class names as HeroUI's
 * `Select` (`variant="secondary"`, `fullWidth`), without any of its JavaScript. Hovering,
 * focusing or pressing the preview loads the real Select; `useSelectIntent` records what the
 * user did meanwhile, and the real Select takes over from there (see `use-select-handoff.ts`).
 */

/** What the real Select has to take over from the preview when it replaces it. */
export interface SelectHandoff {
  /** The preview had keyboard focus: the real trigger gets it. */
  focus: boolean;
  /** The preview was pressed (or got Enter, Space, ArrowDown, ArrowUp): the list opens. */
  open: boolean;
  /** How the user got there, so React Aria shows focus rings as it would have itself. */
  modality: 'keyboard' | 'pointer' | 'virtual' | null;
}

const noHandoff: SelectHandoff = { focus: false, open: false, modality: null };

/** The keys that open a React Aria Select from its trigger, with or without Alt (useMenuTrigger). */
const openKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface SelectIntent {
  handoff: SelectHandoff;
  /**
   * A touch press on the preview is under way: React Aria opens a Select on touch release, so
   * the swap waits for the release (or the cancel, when the touch turns into a scroll).
   */
  isPressing: boolean;
  triggerProps: {
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerCancel: () => void;
    onClick: (event: { detail: number }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
    onBlur: () => void;
  };
}

/** Intent on the preview trigger: starts `load` and records what the real Select must take over. */
export function useSelectIntent(load: () => void): SelectIntent {
  const [handoff, setHandoff] = useState<SelectHandoff>(noHandoff);
  const [isPressing, setPressing] = useState(false);
  const update = (change: (current: SelectHandoff) => Partial<SelectHandoff>) => setHandoff((current) => ({ ...current, ...change(current) }));

  return {
    handoff,
    isPressing,
    triggerProps: {
      onPointerEnter: load,
      onPointerDown: (event) => {
        load();
        update(() => ({ modality: 'pointer' }));
        if (event.button !== 0) return;
        // Like React Aria: a mouse or pen opens the list on press, a finger on release.
        if (event.pointerType === 'touch') setPressing(true);
        else update(() => ({ open: true }));
      },
      onPointerCancel: () => setPressing(false),
      onClick: (event) => {
        load();
        setPressing(false);
        // detail 0: a click without a pointer (a screen reader's activation).
        const virtual = event.detail === 0;
        update((current) => ({ open: true, modality: virtual && current.modality === null ? 'virtual' : current.modality }));
      },
      onKeyDown: (event) => {
        if (event.ctrlKey || event.metaKey) return;
        update(() => ({ modality: 'keyboard' }));
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        load();
        update(() => ({ open: true }));
      },
      onFocus: (event) => {
        load();
        // Tab (or a screen reader) shows the focus ring, a mouse press does not.
        const modality = event.currentTarget.matches(':focus-visible') ? 'keyboard' : 'pointer';
        update(() => ({ focus: true, modality }));
      },
      // Moving on before the code arrived: the Select must not pull focus back or open later.
      onBlur: () => update(() => ({ focus: false, open: false })),
    },
  };
}

interface SelectTriggerPreviewProps {
  triggerProps: SelectIntent['triggerProps'];
  /** The Select's (visually hidden) label. */
  label: string;
  icon?: ReactNode;
  /** What `Select.Value` shows for the current selection. */
  value: ReactNode;
  /** Extra classes on the trigger, as given to `Select.Trigger`. */
  triggerClassName?: string;
  /** The value's classes, as given to `Select.Value` (default: one truncated line). */
  valueClassName?: string;
  /** The whole value as a tooltip (when it may be cut), on a wrapper with these classes, as the real Select has it. */
  title?: { text: string | undefined; className: string };
}

/**
 * HeroUI's Select trigger as plain markup: the root, the sr-only label, the trigger button
 * (labelled by value and label, `aria-haspopup="listbox"`, collapsed), the value and HeroUI's
 * chevron. HeroUI's CSS styles it, including hover and the keyboard focus ring.
 */
export function SelectTriggerPreview({
  label,
  icon,
  value,
  triggerClassName = '',
  valueClassName = 'min-w-0 flex-1 truncate',
  title,
  triggerProps,
}: SelectTriggerPreviewProps) {
  const id = useId();
  const labelId = `${id}label`;
  const valueId = `${id}value`;
  return (
    <div data-slot="select" className="select select--full-width select--secondary">
      <span id={labelId} data-slot="label" className="label sr-only">
        {label}
      </span>
      <button
        type="button"
        data-slot="select-trigger"
        className={`select__trigger select__trigger--full-width ${triggerClassName}`.trim()}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...triggerProps}
      >
        {icon}
        {title ? (
          <span title={title.text} className={title.className}>
            <span id={valueId} data-slot="select-value" className={`select__value ${valueClassName}`}>
              {value}
            </span>
          </span>
        ) : (
          <span id={valueId} data-slot="select-value" className={`select__value ${valueClassName}`}>
            {value}
          </span>
        )}
        <svg
          aria-hidden="true"
          role="presentation"
          fill="none"
          width={16}
          height={16}
          viewBox="0 0 16 16"
          className="select__indicator"
          data-slot="select-default-indicator"
        >
          <path
            clipRule="evenodd"
            fillRule="evenodd"
            fill="currentColor"
            d="M2.97 5.47a.75.75 0 0 1 1.06 0L8 9.44l3.97-3.97a.75.75 0 1 1 1.06 1.06l-4.5 4.5a.75.75 0 0 1-1.06 0l-4.5-4.5a.75.75 0 0 1 0-1.06"
          />
        </svg>
      </button>
    </div>
  );
}
