import { useTranslation } from 'react-i18next';
import type { CreativeStatus } from '../../../../../common/creative-constants';

const look: Record<CreativeStatus, string> = {
  draft: 'bg-default text-foreground',
  in_review: 'bg-accent-soft text-accent-soft-foreground',
  changes_requested: 'bg-warning-soft text-warning-soft-foreground',
  approved: 'bg-success-soft text-success-soft-foreground',
  rejected: 'bg-danger-soft text-danger-soft-foreground',
  live: 'bg-success text-success-foreground',
};

/**
 * Concept, Ter review, Wijzigingen gevraagd, Goedgekeurd, Afgewezen or Live. The soft colour lies
 * on the surface colour, so its text keeps its contrast on the page background and on a card.
 */
export function CreativeStatusChip({ status }: { status: CreativeStatus }) {
  const { t } = useTranslation('creatives');
  return (
    <span className="inline-flex shrink-0 rounded-full bg-surface" data-testid="creative-status" data-status={status}>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${look[status]}`}>{t(`status.${status}`)}</span>
    </span>
  );
}
