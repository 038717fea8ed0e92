/**
 * Clients deleted in this tab. Their page is still on screen for a moment after the DELETE (the
 * dialog closes, then the app goes to /clients): a query of theirs that re-renders in that moment,
 * or a live event that invalidates the clients' caches, must not ask the server again (a 404 in
 * the console). Their queries read this to stay disabled; ids are never reused.
 */
const deleted = new Set<string>();

export function markClientDeleted(id: string): void {
  deleted.add(id);
}

export function isClientDeleted(id: string): boolean {
  return deleted.has(id);
}
