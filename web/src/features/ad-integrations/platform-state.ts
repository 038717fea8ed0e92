import type { PlatformState } from '../../../../common/schemas/ad-accounts';

/**
 * What a platform's card in Settings → Koppelingen says: Niet ingesteld voor deze werkplek (the
 * workspace has no app credentials for it), Niet gekoppeld, Gekoppeld, Verlopen (connect again)
 * or Fout (the last sync failed).
 */
export type PlatformCardState = 'notConfigured' | 'notConnected' | 'connected' | 'expired' | 'error';

export function platformCardState(p: Pick<PlatformState, 'configured' | 'connected' | 'status'>): PlatformCardState {
  if (!p.configured) return 'notConfigured';
  if (!p.connected) return 'notConnected';
  if (p.status === 'expired') return 'expired';
  if (p.status === 'error') return 'error';
  return 'connected';
}
