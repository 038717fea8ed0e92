import { Button, Chip } from '@heroui/react';
import { Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '../../../../../common/schemas/account';
import { useTimeText } from '../../../lib/use-time-text';

const mobilePattern = /Mobi|Android|iPhone|iPad/i;

interface SessionItemProps {
  session: AccountSession;
  onSignOut: (session: AccountSession) => void;
}

/** One signed-in device: what it is, where from, when it was last active; others can be signed out. */
export function SessionItem({ session, onSignOut }: SessionItemProps) {
  const { t } = useTranslation('security');
  const time = useTimeText();
  const Icon = session.userAgent && mobilePattern.test(session.userAgent) ? Smartphone : Monitor;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-default text-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words text-foreground">{session.device}</p>
            {session.current ? (
              <Chip size="sm" variant="soft" color="accent">
                {t('sessions.thisDevice')}
              </Chip>
            ) : null}
          </div>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-xs text-muted sm:grid-cols-[auto_1fr]">
            <div className="flex flex-wrap gap-x-1 sm:contents">
              <dt>{t('sessions.ip')}</dt>
              <dd className="break-all text-foreground">{session.ip ?? t('sessions.unknownIp')}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1 sm:contents">
              <dt>{t('sessions.lastActive')}</dt>
              <dd className="text-foreground">
                <time dateTime={session.lastSeenAt} title={time.absolute(session.lastSeenAt)}>
                  {time.relative(session.lastSeenAt)}
                </time>
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-1 sm:contents">
              <dt>{t('sessions.signedIn')}</dt>
              <dd className="text-foreground">
                <time dateTime={session.createdAt}>{time.absolute(session.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="danger-soft"
          className="self-start sm:self-center"
          aria-label={t('sessions.signOutLabel', { device: session.device })}
          onPress={() => onSignOut(session)}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
