/**
 * The company channel's checklist events (common/schemas/checklists.ts ChecklistLiveEvent),
 * checked before use: anything else on the channel (notes, accounts) is not for this screen.
 */
import type { ChecklistLiveEvent } from '../../../../common/schemas/checklists';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function asChecklistLiveEvent(event: { name: string } & Record<string, unknown>): ChecklistLiveEvent | null {
  switch (event.name) {
    case 'checklist.changed':
    case 'checklist.deleted':
      return typeof event.id === 'string' ? (event as unknown as ChecklistLiveEvent) : null;
    case 'checklist.item': {
      const item = event.item;
      const ok =
        typeof event.checklistId === 'string' &&
        isRecord(item) &&
        typeof item.id === 'string' &&
        typeof item.content === 'string' &&
        typeof item.isCompleted === 'boolean' &&
        typeof item.order === 'number';
      return ok ? (event as unknown as ChecklistLiveEvent) : null;
    }
    default:
      return null;
  }
}
