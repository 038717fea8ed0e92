/**
 * Which toast a sync shows (spec section 8): 'Accounts succesvol gesynchroniseerd!' when every
 * connected platform synced (a platform skipped because its last sync is recent counts as fine),
 * 'Fout bij synchroniseren van accounts' when any failed, with each failed platform's message.
 * Nothing synced and nothing failed (no platform connected): 'nothing'.
 */
import type { AdPlatform } from '../../../../common/ad-account-constants';
import type { PlatformSyncResult } from '../../../../common/schemas/ad-accounts';

export type SyncOutcome =
  { kind: 'success'; synced: AdPlatform[] } | { kind: 'failed'; failures: { platform: AdPlatform; message: string | null }[] } | { kind: 'nothing' };

export function syncOutcome(results: readonly PlatformSyncResult[]): SyncOutcome {
  const failures = results.filter((r) => r.outcome === 'failed').map((r) => ({ platform: r.platform, message: r.error?.message ?? null }));
  if (failures.length > 0) return { kind: 'failed', failures };
  const synced = results.filter((r) => r.outcome === 'synced').map((r) => r.platform);
  return synced.length > 0 ? { kind: 'success', synced } : { kind: 'nothing' };
}
