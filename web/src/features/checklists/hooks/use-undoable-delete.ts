import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../lib/use-latest';

/** How long a removed item can be brought back before it is deleted for real. */
export const undoWindowMs = 6_000;

export interface RemovedItem {
  id: string;
  content: string;
}

interface Entry extends RemovedItem {
  /** Waiting: can still be undone; deleting: the request is under way. */
  phase: 'waiting' | 'deleting';
}

/**
 * Deleting an item without asking first, with 'Ongedaan maken': the item disappears at once and is
 * deleted on the server after a few seconds, unless undone meanwhile. Closing the checklist
 * deletes what is waiting right away. A failed delete brings the item back (`onFailed` says why).
 */
export function useUndoableDelete(deleteNow: (id: string) => Promise<void>, onFailed: (error: unknown, item: RemovedItem) => void) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; item: RemovedItem }>());
  const latest = useLatest({ deleteNow, onFailed });

  const forget = (id: string) => setEntries((list) => list.filter((entry) => entry.id !== id));

  const send = (item: RemovedItem, mounted: boolean) => {
    latest.current.deleteNow(item.id).then(
      () => mounted && forget(item.id),
      (error: unknown) => {
        latest.current.onFailed(error, item);
        if (mounted) forget(item.id);
      },
    );
  };

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, item } of pending.values()) {
        clearTimeout(timer);
        send(item, false);
      }
      pending.clear();
    };
    // `send` only reads the latest callbacks through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = (item: RemovedItem) => {
    if (timers.current.has(item.id)) return;
    setEntries((list) => [...list, { ...item, phase: 'waiting' }]);
    const timer = setTimeout(() => {
      timers.current.delete(item.id);
      setEntries((list) => list.map((entry) => (entry.id === item.id ? { ...entry, phase: 'deleting' } : entry)));
      send(item, true);
    }, undoWindowMs);
    timers.current.set(item.id, { timer, item });
  };

  const undo = (id: string) => {
    const entry = timers.current.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    timers.current.delete(id);
    forget(id);
  };

  return {
    /** Removed items that can still be brought back. */
    undoable: entries.filter((entry) => entry.phase === 'waiting'),
    remove,
    undo,
    /** Whether an item is removed (waiting or being deleted): not shown. */
    isRemoved: (id: string) => entries.some((entry) => entry.id === id),
  };
}
