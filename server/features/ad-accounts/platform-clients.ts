/** The platform clients for this workspace's settings (null where a platform is not configured). */
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import type { Env } from '../../env.js';
import { createFacebookClient, type FacebookClient } from '../../lib/ad-platforms/facebook.js';
import { createGoogleAdsClient, type GoogleAdsClient } from '../../lib/ad-platforms/google-ads.js';
import type { UpstreamAccount } from '../../lib/ad-platforms/types.js';

export interface PlatformClients {
  facebook: FacebookClient | null;
  google: GoogleAdsClient | null;
}

export function createPlatformClients(env: Pick<Env, 'facebook' | 'googleAds'>): PlatformClients {
  return {
    facebook: env.facebook ? createFacebookClient(env.facebook) : null,
    google: env.googleAds ? createGoogleAdsClient(env.googleAds) : null,
  };
}

/** The accounts a stored token sees (Facebook: the long-lived token; Google: the refresh token). */
export async function fetchUpstream(clients: PlatformClients, platform: AdPlatform, token: string): Promise<UpstreamAccount[]> {
  if (platform === 'facebook') return clients.facebook!.listAdAccounts(token);
  return clients.google!.listAccounts(token);
}
