import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBoxInput, applyBoxKey, applyBoxPaste, codeLength, codeOf, type CodeBoxesUpdate, type CodeDigits, isCodeComplete } from './code-boxes-input';

export interface CodeBoxesHandle {
  /** Focuses a box: the first by default, or the first empty one with `'firstEmpty'`. */
  focus: (which?: 'first' | 'firstEmpty') => void;
}

interface CodeBoxesProps {
  /** Six entries, '' or one digit each. */
  digits: CodeDigits;
  onChange: (digits: string[]) => void;
  /** The sixth digit arrived (typed, pasted or filled in by the browser): submit at once. */
  onComplete: (code: string) => void;
  /** Enter in any box. */
  onSubmit: () => void;
  /** The group's accessible name, e.g. 'Verificatiecode'. */
  label: string;
  /** The id of the error text, which also marks the boxes invalid. */
  errorId?: string | undefined;
  isDisabled?: boolean;
  handleRef?: Ref<CodeBoxesHandle>;
}

/**
 * The 2FA step's six single-digit boxes (spec section 2). Digits only; focus moves on after a
 * digit and back on Backspace in an empty box; a pasted or autofilled code fills every box.
 * The rules are in code-boxes-input.ts.
 */
export function CodeBoxes({ digits, onChange, onComplete, onSubmit, label, errorId, isDisabled = false, handleRef }: CodeBoxesProps) {
  const { t } = useTranslation('auth');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useImperativeHandle(
    handleRef,
    () => ({
      focus: (which = 'first') => {
        const index =
          which === 'firstEmpty'
            ? Math.max(
                digits.findIndex((d) => d === ''),
                0,
              )
            : 0;
        inputs.current[index]?.focus();
      },
    }),
    [digits],
  );

  const apply = (update: CodeBoxesUpdate) => {
    const changed = update.digits.some((d, i) => d !== digits[i]);
    if (changed) onChange(update.digits);
    if (update.focus !== null) {
      const box = inputs.current[update.focus];
      box?.focus();
      box?.select();
    }
    if (changed && isCodeComplete(update.digits)) onComplete(codeOf(update.digits));
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
      return;
    }
    const update = applyBoxKey(digits, index, event.key);
    if (!update) return;
    event.preventDefault();
    apply(update);
  };

  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const update = applyBoxPaste(digits, index, event.clipboardData.getData('text'));
    if (update) apply(update);
  };

  return (
    <div role="group" aria-label={label} aria-describedby={errorId} className="flex justify-between gap-2 sm:gap-3">
      {Array.from({ length: codeLength }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          // The first box takes a whole code: browsers cut an autofilled one-time code to maxLength.
          maxLength={index === 0 ? codeLength : 1}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('twoFactor.digitLabel', { index: index + 1, count: codeLength })}
          aria-invalid={errorId ? true : undefined}
          value={digits[index] ?? ''}
          disabled={isDisabled}
          onChange={(event) => apply(applyBoxInput(digits, index, event.target.value))}
          onKeyDown={keyDown(index)}
          onPaste={paste(index)}
          onFocus={(event) => event.target.select()}
          data-invalid={errorId ? 'true' : undefined}
          className="input input--secondary h-14 w-full max-w-12 min-w-0 px-0 text-center font-mono text-2xl sm:text-2xl"
        />
      ))}
    </div>
  );
}
