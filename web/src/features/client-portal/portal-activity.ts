/**
 * A portal activity row as a sentence for the client: the locale key under `activity.kinds` and its
 * values. Kinds this screen does not know (later features add their own) get a neutral sentence.
 */
import type { PortalActivity } from '../../../../common/schemas/clients';

export const portalActivityKinds = ['client.created', 'contact.joined', 'account.linked', 'account.unlinked'] as const;

export interface PortalActivitySentence {
  /** The key under `activity.kinds`: a known kind with the dot as underscore (plus `_noActor`), or `unknown`. */
  key: string;
  values: { actor?: string; contact?: string; account?: string; name?: string };
  /** Which values are missing and need the neutral word ("een contactpersoon"). */
  missing: ('contact' | 'account')[];
}

const text = (value: string | number | null | undefined): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function portalActivitySentence(activity: Pick<PortalActivity, 'kind' | 'actorName' | 'data'>): PortalActivitySentence {
  const known = (portalActivityKinds as readonly string[]).includes(activity.kind);
  const actor = text(activity.actorName);
  const base = known ? activity.kind.replace('.', '_') : 'unknown';
  const contact = text(activity.data.contact);
  const account = text(activity.data.account);
  const name = text(activity.data.name);
  const missing: PortalActivitySentence['missing'] = [];
  if (activity.kind === 'contact.joined' && !contact) missing.push('contact');
  if ((activity.kind === 'account.linked' || activity.kind === 'account.unlinked') && !account) missing.push('account');
  return {
    key: actor ? base : `${base}_noActor`,
    values: { ...(actor ? { actor } : {}), ...(contact ? { contact } : {}), ...(account ? { account } : {}), ...(name ? { name } : {}) },
    missing,
  };
}
