import { describe, expect, it } from 'vitest';
import { applyBoxInput, applyBoxKey, applyBoxPaste, codeOf, emptyCode, isCodeComplete } from './code-boxes-input';

const filled = (code: string) =>
  code
    .padEnd(6, ' ')
    .split('')
    .map((c) => (c === ' ' ? '' : c));

describe('applyBoxInput', () => {
  it('puts a typed digit in the box and moves focus to the next one', () => {
    expect(applyBoxInput(emptyCode(), 0, '4')).toEqual({ digits: filled('4'), focus: 1 });
  });

  it('keeps focus on the last box after its digit', () => {
    expect(applyBoxInput(filled('12345'), 5, '6')).toEqual({ digits: filled('123456'), focus: null });
  });

  it('ignores letters and other characters', () => {
    expect(applyBoxInput(filled('12'), 2, 'a')).toEqual({ digits: filled('12'), focus: null });
  });

  it('clears the box when its digit is deleted, without moving', () => {
    expect(applyBoxInput(filled('123'), 2, '')).toEqual({ digits: filled('12'), focus: null });
  });

  it('keeps the new digit when one is typed into a filled box', () => {
    expect(applyBoxInput(filled('123'), 1, '27').digits).toEqual(filled('173'));
    expect(applyBoxInput(filled('123'), 1, '72').digits).toEqual(filled('173'));
  });

  it('fills every box when the browser autofills a whole code into one box', () => {
    expect(applyBoxInput(emptyCode(), 0, '987654')).toEqual({ digits: filled('987654'), focus: 5 });
    expect(applyBoxInput(filled('1'), 3, '987654').digits).toEqual(filled('987654'));
  });
});

describe('applyBoxPaste', () => {
  it('fills all six boxes from the first, whichever box it was pasted into', () => {
    expect(applyBoxPaste(emptyCode(), 4, '123456')).toEqual({ digits: filled('123456'), focus: 5 });
  });

  it('drops spaces and dashes around a pasted code', () => {
    expect(applyBoxPaste(emptyCode(), 0, ' 123 456 ')?.digits).toEqual(filled('123456'));
  });

  it('spreads a shorter paste from the box it was pasted into', () => {
    expect(applyBoxPaste(filled('1'), 1, '23')).toEqual({ digits: filled('123'), focus: 3 });
  });

  it('uses only the first six digits of a longer paste', () => {
    expect(applyBoxPaste(emptyCode(), 0, '12345678')?.digits).toEqual(filled('123456'));
  });

  it('changes nothing when the pasted text has no digit', () => {
    expect(applyBoxPaste(filled('12'), 2, 'abc')).toBeNull();
  });
});

describe('applyBoxKey', () => {
  it('on Backspace in an empty box clears the previous box and moves back', () => {
    expect(applyBoxKey(filled('123'), 3, 'Backspace')).toEqual({ digits: filled('12'), focus: 2 });
  });

  it('leaves Backspace in a filled box to the input (it clears that box)', () => {
    expect(applyBoxKey(filled('123'), 2, 'Backspace')).toBeNull();
  });

  it('does nothing on Backspace in the first empty box', () => {
    expect(applyBoxKey(emptyCode(), 0, 'Backspace')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, within the six boxes', () => {
    expect(applyBoxKey(emptyCode(), 0, 'ArrowLeft')?.focus).toBe(0);
    expect(applyBoxKey(emptyCode(), 2, 'ArrowLeft')?.focus).toBe(1);
    expect(applyBoxKey(emptyCode(), 5, 'ArrowRight')?.focus).toBe(5);
    expect(applyBoxKey(emptyCode(), 3, 'Home')?.focus).toBe(0);
    expect(applyBoxKey(emptyCode(), 0, 'End')?.focus).toBe(5);
  });

  it('leaves other keys alone', () => {
    expect(applyBoxKey(emptyCode(), 0, 'Enter')).toBeNull();
    expect(applyBoxKey(emptyCode(), 0, 'Tab')).toBeNull();
  });
});

describe('isCodeComplete / codeOf', () => {
  it('is complete only with six digits', () => {
    expect(isCodeComplete(filled('12345'))).toBe(false);
    expect(isCodeComplete(filled('123456'))).toBe(true);
    expect(codeOf(filled('123456'))).toBe('123456');
  });
});
