import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelTitleBar } from '../../../components/ui/panel-title-bar';

interface FocusCardProps {
  /** What kind of thing the card shows ("Collega", "Herinnering"). */
  label: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** The marked card at the top of the dashboard for what a notification opened it for (dashboard-focus.tsx). */
export function FocusCard({ label, onClose, testId, children }: FocusCardProps) {
  const { t } = useTranslation('screens');
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-3 rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground shadow-sm ring-2 ring-focus sm:p-5"
      data-testid={testId}
      data-highlighted="true"
    >
      <PanelTitleBar label={label} closeLabel={t('dashboard.focus.close')} onClose={onClose} />
      {children}
    </section>
  );
}

/** What a card says when its object is gone. */
export function FocusGone({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm" data-testid="dashboard-focus-gone">
      {text}
    </p>
  );
}
