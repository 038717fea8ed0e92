import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MeResponse } from '../../../../common/schemas/auth';
import { isOAuthCallbackPending } from '../../lib/oauth-flags';
import { sessionQueryKey } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { subscribeToAuthEvents } from './auth-channel';
import { clearStoredAuth } from './clear-stored-auth';
import { postExtensionMessage } from './extension-bridge';
import { type AuthBroadcast, remoteSignOutAction } from './remote-auth-event';
import { expectRemoteSignIn, forgetSession, lastSeenUserId, observeSession } from './session-tracker';
import { useLatest } from '../../lib/use-latest';

function isSessionQuery(query: Query): boolean {
  const [a, b] = query.queryKey;
  return a === sessionQueryKey[0] && b === sessionQueryKey[1] && query.queryKey.length === sessionQueryKey.length;
}

function oauthPendingNow(): boolean {
  return isOAuthCallbackPending({ search: window.location.search, hash: window.location.hash });
}

/** Every fresh session answer goes to the tracker; another user's session drops the old data. */
function watchSession(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const observe = (data: MeResponse | null) => {
    const previousUserId = lastSeenUserId();
    const transition = observeSession(data, { oauthCallbackPending: oauthPendingNow() });
    if (transition === 'signed in' && previousUserId !== null) {
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
    }
  };
  const current = cache.find<MeResponse | null>({ queryKey: sessionQueryKey, exact: true });
  if (current?.state.status === 'success' && current.state.data !== undefined) observe(current.state.data);
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSessionQuery(event.query)) return;
    observe((event.query.state.data ?? null) as MeResponse | null);
  });
}

interface RemoteContext {
  queryClient: QueryClient;
  goToLogin: () => Promise<void> | void;
  isResetScreenOpen: () => boolean;
  signedOutElsewhere: () => string;
}

async function onRemoteEvent(event: AuthBroadcast, ctx: RemoteContext): Promise<void> {
  const { queryClient } = ctx;
  if (event.type === 'signed-in') {
    if (!queryClient.getQueryState(sessionQueryKey)) return;
    expectRemoteSignIn();
    await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
    return;
  }
  const action = remoteSignOutAction({
    oauthCallbackPending: oauthPendingNow(),
    pathname: window.location.pathname,
    resetScreenOpen: ctx.isResetScreenOpen(),
  });
  if (action === 'restore') {
    // Spec section 4: a sign-out during an OAuth callback is ignored and the session restored.
    await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
    return;
  }
  const hadSession = forgetSession();
  // This tab's sessionStorage, and its in-memory app-storage (which would write the user back).
  clearStoredAuth();
  if (hadSession) postExtensionMessage('signed out');
  if (action === 'sign-out-to-login') {
    // Leave the guarded screens first, so they do not react to the emptied cache.
    await ctx.goToLogin();
    toast.info(ctx.signedOutElsewhere(), { dedupeKey: 'signed-out-elsewhere' });
  }
  queryClient.clear();
}

/**
 * Keeps this tab, the other tabs and the browser extension in step with the session. Mounted
 * once, in the root layout. `isResetScreenOpen` tells whether the password-reset screen shows
 * (it stays open when another tab signs out).
 */
export function useAuthSync(isResetScreenOpen: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('passwordReset');
  const latest = useLatest({ navigate, isResetScreenOpen, t });

  useEffect(() => watchSession(queryClient), [queryClient]);

  useEffect(
    () =>
      subscribeToAuthEvents((event) => {
        void onRemoteEvent(event, {
          queryClient,
          goToLogin: () => latest.current.navigate('/login', { replace: true }),
          isResetScreenOpen: () => latest.current.isResetScreenOpen,
          signedOutElsewhere: () => latest.current.t('session.signedOutElsewhere'),
        });
      }),
    [queryClient, latest],
  );
}
