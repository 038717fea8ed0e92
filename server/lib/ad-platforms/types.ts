/**
 * What the ad-platform clients (facebook.ts, google-ads.ts) hand to the service layer: one shape
 * for an account on either platform, one error type whose `kind` the service maps to a message.
 */
import type { AccountStatus } from '../../../common/ad-account-constants.js';

/** An ad account as the platform reports it. Money in minor units (cents); null when unknown. */
export interface UpstreamAccount {
  /** Facebook's account_id (digits, without `act_`); Google's customer id (digits, no dashes). */
  accountId: string;
  name: string;
  currency: string | null;
  status: AccountStatus;
  /** The platform's own status code, kept for diagnostics ('2', 'SUSPENDED', 'CUSTOMER_NOT_ENABLED'). */
  rawStatus: string;
  amountSpentMinor: number | null;
  /** Null when there is no spend cap (Facebook sends "0" or nothing). */
  spendCapMinor: number | null;
}

/**
 * token_expired: the stored token no longer works (reconnect); permission: the token lacks the
 * right; rate_limited: try again later; network: no answer (refused, reset, timed out);
 * bad_response: an answer we cannot read; upstream: any other error answer.
 */
export type AdPlatformErrorKind = 'token_expired' | 'permission' | 'rate_limited' | 'upstream' | 'network' | 'bad_response';

export interface AdPlatformErrorDetails {
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  /** Facebook's error code (190, 17 …) or Google's error status/code ('invalid_grant', 'CUSTOMER_NOT_ENABLED' …). */
  upstreamCode?: string | number;
}

/** Messages never contain tokens, secrets or query strings: they may be logged. */
export class AdPlatformError extends Error {
  override name = 'AdPlatformError';

  constructor(
    readonly kind: AdPlatformErrorKind,
    message: string,
    readonly details?: AdPlatformErrorDetails,
  ) {
    super(message);
  }
}

/** Facebook's numeric account_status → our status (see common/ad-account-constants.ts). */
export function mapFacebookStatus(code: number): AccountStatus {
  switch (code) {
    case 1:
      return 'active';
    case 2:
      return 'disabled';
    case 3:
      return 'unsettled';
    case 7:
    case 8:
    case 9:
    case 100:
      return 'pending';
    case 101:
    case 202:
      return 'closed';
    default:
      return 'unknown';
  }
}

/** Google Ads customer.status → our status. */
export function mapGoogleStatus(status: string): AccountStatus {
  switch (status) {
    case 'ENABLED':
      return 'active';
    case 'SUSPENDED':
      return 'disabled';
    case 'CANCELED':
    case 'CLOSED':
      return 'closed';
    default:
      return 'unknown';
  }
}
