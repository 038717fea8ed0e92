/**
 * The keyboard and paste rules of the 2FA code boxes (spec section 2 "2FA step"), as pure
 * functions: each takes the six box values and answers the new values and which box gets focus.
 */

export const codeLength = 6;

/** One entry per box: '' or a single digit. */
export type CodeDigits = readonly string[];

export interface CodeBoxesUpdate {
  digits: string[];
  /** The box to focus next; `null` keeps focus where it is. */
  focus: number | null;
}

export function emptyCode(): string[] {
  return Array.from({ length: codeLength }, () => '');
}

export function isCodeComplete(digits: CodeDigits): boolean {
  return digits.length === codeLength && digits.every((d) => /^\d$/.test(d));
}

export function codeOf(digits: CodeDigits): string {
  return digits.join('');
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Writes `digits` into the boxes from `start` on. A full code (six digits or more, e.g. pasted
 * from an authenticator app or filled in by the browser) always fills every box from the first.
 */
function spread(current: CodeDigits, start: number, text: string): CodeBoxesUpdate {
  const next = [...current];
  const from = text.length >= codeLength ? 0 : start;
  const chars = text.slice(0, codeLength - from).split('');
  chars.forEach((char, offset) => {
    next[from + offset] = char;
  });
  const last = from + chars.length - 1;
  return { digits: next, focus: Math.min(last + 1, codeLength - 1) };
}

/**
 * The box at `index` changed to `raw` (typing, deleting, autofill). Non-digits are dropped; one
 * digit fills the box and moves on; several digits spread over the boxes; empty clears the box.
 */
export function applyBoxInput(current: CodeDigits, index: number, raw: string): CodeBoxesUpdate {
  const typed = onlyDigits(raw);
  if (raw === '') {
    const next = [...current];
    next[index] = '';
    return { digits: next, focus: null };
  }
  if (typed === '') return { digits: [...current], focus: null };
  if (typed.length === 1) {
    const next = [...current];
    next[index] = typed;
    return { digits: next, focus: index < codeLength - 1 ? index + 1 : null };
  }
  // Typing into a box that already held a digit gives "old + new" (or "new + old"): keep the new one.
  const old = current[index] ?? '';
  if (typed.length === 2 && old !== '' && typed.includes(old)) {
    return applyBoxInput(current, index, typed[0] === old ? typed.slice(1) : typed.slice(0, 1));
  }
  return spread(current, index, typed);
}

/** Text pasted into the box at `index`; `null` when it holds no digit (nothing changes). */
export function applyBoxPaste(current: CodeDigits, index: number, text: string): CodeBoxesUpdate | null {
  const typed = onlyDigits(text);
  if (typed === '') return null;
  return spread(current, index, typed);
}

/**
 * A key pressed in the box at `index`. Backspace on an empty box clears the previous box and
 * moves there; the arrow keys, Home and End move between boxes. `null`: the key is not ours.
 */
export function applyBoxKey(current: CodeDigits, index: number, key: string): CodeBoxesUpdate | null {
  switch (key) {
    case 'Backspace': {
      if (current[index] !== '' || index === 0) return null;
      const next = [...current];
      next[index - 1] = '';
      return { digits: next, focus: index - 1 };
    }
    case 'ArrowLeft':
      return { digits: [...current], focus: Math.max(index - 1, 0) };
    case 'ArrowRight':
      return { digits: [...current], focus: Math.min(index + 1, codeLength - 1) };
    case 'Home':
      return { digits: [...current], focus: 0 };
    case 'End':
      return { digits: [...current], focus: codeLength - 1 };
    default:
      return null;
  }
}
