import { useTranslation } from 'react-i18next';
import type { FormStatus } from '../../../../../common/schemas/forms';

const look: Record<FormStatus, string> = {
  draft: 'bg-warning-soft text-warning-soft-foreground',
  published: 'bg-success-soft text-success-soft-foreground',
  archived: 'bg-default text-foreground',
};

/**
 * Concept, Gepubliceerd or Gearchiveerd. The soft colour lies on the surface colour (its own
 * backing), so its text keeps its contrast on the grey page background as well as on a card.
 */
export function FormStatusChip({ status }: { status: FormStatus }) {
  const { t } = useTranslation('forms');
  return (
    <span className="inline-flex rounded-full bg-surface" data-testid="form-status" data-status={status}>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${look[status]}`}>{t(`status.${status}`)}</span>
    </span>
  );
}
