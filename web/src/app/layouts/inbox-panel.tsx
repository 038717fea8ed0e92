import { Inbox, X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { EmptyState } from '../../components/ui/empty-state';

interface InboxPanelProps {
  id: string;
  isOpen: boolean;
  collapsed: boolean;
  /** Small screens: beside the collapsed rail, over the expanded overlay sidebar (there is no room beside it). */
  overlay: boolean;
  /** Escape and the close button: back over the panel's history entry. */
  onClose: () => void;
  /** A click outside the panel (and outside its toggle). */
  onDismiss: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The 20rem slot beside the sidebar. The inbox itself (notifications, filters, read and delete
 * modes) is a later issue, so for now it says so honestly.
 */
export function InboxPanel({ id, isOpen, collapsed, overlay, onClose, onDismiss, toggleRef }: InboxPanelProps) {
  const { t } = useTranslation('nav');
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const handlers = useRef({ onClose, onDismiss });
  useEffect(() => {
    handlers.current = { onClose, onDismiss };
  });

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

  // Escape closes; a pointer press outside the panel and its toggle dismisses.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) handlers.current.onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      handlers.current.onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, toggleRef]);

  if (!isOpen) return null;
  return (
    <aside
      id={id}
      ref={panelRef}
      aria-labelledby={`${id}-title`}
      className={`fixed top-0 bottom-0 z-40 flex w-80 max-w-[calc(100vw-4rem)] flex-col border-r border-border bg-surface shadow-xl ${
        collapsed || overlay ? 'left-16' : 'left-44'
      }`}
    >
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
          {t('inboxPanel.title')}
        </h2>
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
      <div className="flex-1 overflow-y-auto p-4">
        <EmptyState icon={Inbox} title={t('inboxPanel.unavailableTitle')} description={t('inboxPanel.unavailableBody')} />
      </div>
    </aside>
  );
}
