import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-class';
import { useInboxBody } from './inbox-body-loader';
import { RealtimeStatusDot } from './realtime-status-dot';
import { useLatest } from '../../lib/use-latest';
import type { NotificationAudience } from '../../features/inbox/constants';

interface InboxPanelProps {
  id: string;
  isOpen: boolean;
  collapsed: boolean;
  /** Phones: the whole width, over the content (there is no rail beside it). */
  overlay: boolean;
  /** Escape and the close button: back over the panel's history entry. */
  onClose: () => void;
  /** A click outside the panel (and outside its toggle). */
  onDismiss: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  unreadCount: number | null;
  userId: string | null;
  /** Beside the workspace's sidebar (default), or at the end of the screen under the portal's bell. */
  placement?: 'sidebar' | 'end';
  /** Whose inbox: the team's (default) or a client's in the portal (their kinds in the Type filter). */
  audience?: NotificationAudience;
}

function placementClass(placement: 'sidebar' | 'end', overlay: boolean, collapsed: boolean): string {
  if (overlay) return 'left-0 w-full border-r';
  if (placement === 'end') return 'right-0 w-80 max-w-full border-l';
  return `w-80 max-w-[calc(100vw-4rem)] border-r ${collapsed ? 'left-16' : 'left-44'}`;
}

/**
 * The inbox (spec section 2): a 20rem panel beside the sidebar that closes on an outside click,
 * Escape or the browser's back button. The header (title, unread count, live status) is part of
 * the workspace's first load; the list, filters and modes load when the panel first opens.
 */
export function InboxPanel(props: InboxPanelProps) {
  const { id, isOpen, collapsed, overlay, onClose, onDismiss, toggleRef, unreadCount, userId, placement = 'sidebar', audience = 'team' } = props;
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const handlers = useLatest({ onClose, onDismiss });

  // Focus: into the panel when it opens; back to the toggle when it closes while focus was inside.
  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    return () => {
      if (panel?.contains(document.activeElement) || document.activeElement === document.body) toggle?.focus();
    };
  }, [isOpen, toggleRef]);

  // Escape closes; a pointer press outside the panel and its toggle dismisses. Dialogs and
  // popovers of the panel (confirmations, filter lists) render outside it and handle their own.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !isInLayer(event.target)) handlers.current.onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || toggleRef.current?.contains(target) || isInLayer(target)) return;
      handlers.current.onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, toggleRef, handlers]);

  if (!isOpen) return null;
  // Leaving replaces the panel's history entry (as the sidebar links do), so back does not reopen it.
  const go = (href: string) => void navigate(href, { replace: true });
  return (
    <aside
      id={id}
      ref={panelRef}
      aria-labelledby={`${id}-title`}
      data-testid="inbox-panel"
      className={`fixed top-0 bottom-0 z-40 flex flex-col border-border bg-surface shadow-xl ${placementClass(placement, overlay, collapsed)}`}
    >
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
            {t('inboxPanel.title')}
          </h2>
          {unreadCount !== null ? (
            <span
              data-testid="inbox-unread-count"
              className={`rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ${
                unreadCount > 0 ? 'bg-accent-soft text-accent-soft-foreground' : 'bg-default text-muted'
              }`}
            >
              {t('inboxPanel.unread', { count: unreadCount })}
            </span>
          ) : null}
          <RealtimeStatusDot />
        </div>
        <button
          ref={closeRef}
          type="button"
          aria-label={t('inboxPanel.close')}
          title={t('inboxPanel.close')}
          onClick={onClose}
          className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
        >
          <X aria-hidden="true" />
        </button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col">
        {userId ? <InboxBodySlot userId={userId} unreadCount={unreadCount ?? 0} onNavigate={go} audience={audience} /> : null}
      </div>
    </aside>
  );
}

/**
 * The panel's confirmations and filter lists render in a layer at the end of <body> (React Aria),
 * and so do the toasts: a press there is not an outside click.
 */
const layerSelector = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="listbox"]',
  '[data-slot="alert-dialog-backdrop"]',
  '[data-slot="modal-backdrop"]',
  '[data-slot="select-popover"]',
  '[data-slot="toast-region"]',
].join(', ');

function isInLayer(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(layerSelector) !== null;
}

interface BodyProps {
  userId: string;
  unreadCount: number;
  onNavigate: (href: string) => void;
  audience: NotificationAudience;
}

function InboxBodySlot(props: BodyProps) {
  const { module, failed, retry } = useInboxBody();
  if (module) return <module.InboxBody {...props} />;
  if (failed) return <LoadFailed onRetry={retry} />;
  return <BodyPlaceholder />;
}

/** While the inbox's code downloads: rows shaped like notifications (plain markup, no component library). */
function BodyPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-3 rounded-xl border border-border p-3 motion-reduce:animate-none">
          <span className="size-8 shrink-0 rounded-full bg-default" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-3/5 rounded-md bg-default" />
            <span className="h-3 w-4/5 rounded-md bg-default" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The inbox's code could not be downloaded (offline, a new release): say so and offer to try again. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation();
  return (
    <div role="alert" className="m-4 flex flex-col items-start gap-3 rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground">
      <p>{t('inboxPanel.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {tc('retry')}
      </button>
    </div>
  );
}
