import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checklistLoadStoppedMessage } from '../../../../common/checklist-constants';

const nl = JSON.parse(readFileSync(fileURLToPath(new URL('../../locales/nl/checklists.json', import.meta.url)), 'utf8')) as {
  loadStopped: string;
  card: { completed: string };
  list: { noAccount: string };
  repeatOptions: Record<string, string>;
  interval: { weekly: string; monthly: string };
};

describe('checklist texts', () => {
  it('says exactly what the spec says when loading stopped', () => {
    expect(nl.loadStopped).toBe(checklistLoadStoppedMessage);
  });

  it('uses the issue’s Dutch words', () => {
    expect(nl.card.completed).toBe('Voltooid');
    expect(nl.list.noAccount).toBe('Zonder account');
    expect(Object.values(nl.repeatOptions)).toEqual(['Nooit', 'Dagelijks', 'Wekelijks', 'Maandelijks']);
    expect(nl.interval.weekly.replace('{{day}}', 'ma').replace('{{time}}', '09:00')).toBe('Wekelijks ma 09:00');
    expect(nl.interval.monthly.replace('{{day}}', '1').replace('{{time}}', '09:00')).toBe('Maandelijks dag 1 09:00');
  });
});
