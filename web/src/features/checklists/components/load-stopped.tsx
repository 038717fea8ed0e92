import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-class';

/** Loading stopped after 3 consecutive errors (spec section 8): the exact text, and the way out (a reload). */
export function LoadStopped() {
  const { t } = useTranslation('checklists');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground"
      data-testid="checklist-load-stopped"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="font-medium">{t('loadStopped')}</span>
      </p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        <RotateCw aria-hidden="true" />
        {t('reload')}
      </button>
    </div>
  );
}
