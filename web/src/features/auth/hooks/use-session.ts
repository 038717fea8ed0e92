import { useEffect } from 'react';
import type { MemberRole } from '../../../../../common/roles';
import type { SessionState } from '../../../../../common/rules/guards';
import type { MeResponse } from '../../../../../common/schemas/auth';
import i18n from 'i18next';
import { useAppStorage } from '../../../lib/app-storage';
import { changeLanguage } from '../../../lib/i18n';
import { useMe } from '../api/get-me';

export interface Session {
  state: SessionState;
  me: MeResponse | null;
  /** `undefined` when the session could not be read: the guards treat that as not a client. */
  isClient: boolean | undefined;
  /** The user's role in the active company, if any. */
  membershipRole: MemberRole | undefined;
  activeCompanyName: string | undefined;
  refetch: () => Promise<unknown>;
  /** Why the session could not be read (state 'error'). */
  error: unknown;
  isRefetching: boolean;
}

/** The session from /api/auth/me, as the guards and the shells need it. */
export function useSession(): Session {
  const query = useMe();
  const me = query.data ?? null;
  // A failed read (5xx, network) is not a sign-out: the cookie may be fine (401 answers null).
  const state: SessionState = query.isPending ? 'loading' : me ? 'present' : query.isError ? 'error' : 'none';
  const membership = me?.memberships.find((m) => m.companyId === me.activeCompanyId);
  return {
    state,
    me,
    isClient: me?.user.isClient,
    membershipRole: membership?.role,
    activeCompanyName: membership?.companyName,
    refetch: query.refetch,
    error: query.error,
    isRefetching: query.isFetching,
  };
}

/**
 * Keeps the app-storage entry in step with /api/auth/me (user and current company, for an
 * instant first paint next time); forgets them when the server says there is no session.
 * Mounted once per guarded tree, by the guards.
 */
export function useSessionSync(me: MeResponse | null, state: SessionState): void {
  const setSession = useAppStorage((s) => s.setSession);
  const clearSession = useAppStorage((s) => s.clearSession);
  useProfileLanguage(me);
  useEffect(() => {
    if (me) setSession(me.user, me.activeCompanyId);
    else if (state === 'none') clearSession();
  }, [me, state, setSession, clearSession]);
}

/**
 * The signed-in screens speak the person's own language (Settings → Profiel, users.language): i18next
 * switches to it when /api/auth/me arrives and whenever the profile changes it (the public pages keep
 * their own language selector).
 */
export function useProfileLanguage(me: MeResponse | null): void {
  const language = me?.user.language;
  useEffect(() => {
    if (language && i18n.language !== language) void changeLanguage(language);
  }, [language]);
}
