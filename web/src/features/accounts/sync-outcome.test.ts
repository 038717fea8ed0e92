import { describe, expect, it } from 'vitest';
import type { PlatformSyncResult } from '../../../../common/schemas/ad-accounts';
import { syncOutcome } from './sync-outcome';

const result = (platform: PlatformSyncResult['platform'], outcome: PlatformSyncResult['outcome'], message?: string): PlatformSyncResult => ({
  platform,
  outcome,
  count: outcome === 'synced' ? 3 : 0,
  removed: 0,
  error: message ? { code: 'AD_SYNC_TOKEN_EXPIRED', message } : null,
});

describe('syncOutcome', () => {
  it('is a success when every connected platform synced', () => {
    expect(syncOutcome([result('facebook', 'synced'), result('google', 'synced')])).toEqual({ kind: 'success', synced: ['facebook', 'google'] });
    expect(syncOutcome([result('facebook', 'synced'), result('google', 'not_connected')])).toEqual({ kind: 'success', synced: ['facebook'] });
    expect(syncOutcome([result('facebook', 'synced'), result('google', 'skipped')])).toEqual({ kind: 'success', synced: ['facebook'] });
  });

  it('fails when any platform failed, with each failed platform’s message', () => {
    expect(syncOutcome([result('facebook', 'synced'), result('google', 'failed', 'Google is nu niet bereikbaar.')])).toEqual({
      kind: 'failed',
      failures: [{ platform: 'google', message: 'Google is nu niet bereikbaar.' }],
    });
    expect(syncOutcome([result('facebook', 'failed')])).toEqual({ kind: 'failed', failures: [{ platform: 'facebook', message: null }] });
  });

  it('is nothing when no platform was synced or failed', () => {
    expect(syncOutcome([result('facebook', 'not_connected'), result('google', 'not_connected')])).toEqual({ kind: 'nothing' });
    expect(syncOutcome([result('facebook', 'skipped')])).toEqual({ kind: 'nothing' });
    expect(syncOutcome([])).toEqual({ kind: 'nothing' });
  });
});
