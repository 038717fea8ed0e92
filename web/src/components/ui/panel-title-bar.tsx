import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

interface PanelTitleBarProps {
  /** What the panel shows ("Formulier", "Collega"), small and upper case. */
  label: string;
  closeLabel: string;
  onClose: () => void;
  icon?: ReactNode;
  /** Muted text (on a surface); otherwise the panel's own colour (on an accent background). */
  muted?: boolean;
  closeRef?: Ref<HTMLButtonElement>;
}

/** The top line of a side panel or marked card: what it is, and its close button. */
export function PanelTitleBar({ label, closeLabel, onClose, icon, muted = false, closeRef }: PanelTitleBarProps) {
  return (
    <div className="flex items-center gap-2">
      {icon}
      <span className={`flex-1 text-xs font-medium uppercase ${muted ? 'text-muted' : ''}`}>{label}</span>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={`rounded-md p-1 outline-none hover:bg-default focus-visible:ring-2 focus-visible:ring-focus ${muted ? 'text-muted' : ''}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

interface SidePanelProps {
  label: string;
  closeLabel: string;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
  icon: ReactNode;
  /** Its width from 640 px (full width below), e.g. 'sm:w-96'. */
  widthClassName: string;
  testId: string;
  children: ReactNode;
}

/** A panel over the right edge of the screen (full width on a phone), with its muted title bar. */
export function SidePanel({ label, closeLabel, onClose, closeRef, icon, widthClassName, testId, children }: SidePanelProps) {
  return (
    <aside
      aria-label={label}
      className={`fixed inset-y-0 right-0 z-40 flex w-full flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 shadow-xl ${widthClassName}`}
      data-testid={testId}
    >
      <PanelTitleBar label={label} closeLabel={closeLabel} onClose={onClose} closeRef={closeRef} muted icon={icon} />
      {children}
    </aside>
  );
}
