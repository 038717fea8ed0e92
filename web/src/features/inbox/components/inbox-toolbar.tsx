import { Button } from '@heroui/react';
import { CheckCheck, ListChecks, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InboxMode } from './notification-item';

interface InboxToolbarProps {
  mode: InboxMode;
  onModeChange: (mode: InboxMode) => void;
  filtersOpen: boolean;
  filtersId: string;
  activeFilters: number;
  onToggleFilters: () => void;
  unreadCount: number;
  onMarkAllRead: () => void;
}

/** Read mode, filters, delete mode (spec section 2) and 'Alle gelezen'. */
export function InboxToolbar(props: InboxToolbarProps) {
  const { mode, onModeChange, filtersOpen, activeFilters, unreadCount } = props;
  const { t } = useTranslation('inbox');
  const toggle = (next: InboxMode) => onModeChange(mode === next ? 'normal' : next);
  return (
    <div role="group" aria-label={t('tools.label')} className="flex flex-wrap items-center gap-1.5 border-b border-border px-3 py-2">
      <Button size="sm" variant={mode === 'read' ? 'primary' : 'ghost'} aria-pressed={mode === 'read'} onPress={() => toggle('read')}>
        <ListChecks aria-hidden="true" className="size-4" />
        {t('tools.readMode')}
      </Button>
      <Button
        size="sm"
        variant={filtersOpen || activeFilters > 0 ? 'secondary' : 'ghost'}
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? props.filtersId : undefined}
        aria-label={activeFilters > 0 ? t('tools.filtersActive', { count: activeFilters }) : undefined}
        onPress={props.onToggleFilters}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('tools.filters')}
        {activeFilters > 0 ? (
          <span
            aria-hidden="true"
            className="inline-flex size-4 items-center justify-center rounded-full bg-accent text-[0.625rem] font-semibold text-accent-foreground"
          >
            {activeFilters}
          </span>
        ) : null}
      </Button>
      <Button size="sm" variant={mode === 'delete' ? 'danger' : 'ghost'} aria-pressed={mode === 'delete'} onPress={() => toggle('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('tools.deleteMode')}
      </Button>
      <Button size="sm" variant="ghost" isDisabled={unreadCount === 0} onPress={props.onMarkAllRead} className="ml-auto">
        <CheckCheck aria-hidden="true" className="size-4" />
        {t('tools.markAllRead')}
      </Button>
    </div>
  );
}
