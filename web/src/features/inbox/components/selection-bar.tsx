import { Button } from '@heroui/react';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  mode: 'read' | 'delete';
  selected: number;
  total: number;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onMark: (isRead: boolean) => void;
  onDelete: () => void;
  onDone: () => void;
  isBusy: boolean;
}

/** Read or delete mode: how many are selected, select all or none, and the mode's actions. */
export function SelectionBar({ mode, selected, total, onSelectAll, onSelectNone, onMark, onDelete, onDone, isBusy }: SelectionBarProps) {
  const { t } = useTranslation('inbox');
  const none = selected === 0;
  return (
    <div data-testid="selection-bar" className="flex flex-col gap-2 border-b border-border bg-default/40 px-4 py-2">
      <div className="flex items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm font-medium text-foreground">
          {none ? (mode === 'read' ? t('selection.readHint') : t('selection.deleteHint')) : t('selection.count', { count: selected })}
        </p>
        <Button size="sm" variant="ghost" onPress={onDone}>
          {t('selection.done')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {selected < total || total === 0 ? (
          <Button size="sm" variant="tertiary" onPress={onSelectAll} isDisabled={total === 0}>
            {t('selection.selectAll')}
          </Button>
        ) : (
          <Button size="sm" variant="tertiary" onPress={onSelectNone}>
            {t('selection.selectNone')}
          </Button>
        )}
        {mode === 'read' ? (
          <>
            <Button size="sm" variant="secondary" isDisabled={none || isBusy} onPress={() => onMark(true)}>
              {t('selection.markRead')}
            </Button>
            <Button size="sm" variant="secondary" isDisabled={none || isBusy} onPress={() => onMark(false)}>
              {t('selection.markUnread')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="danger" isDisabled={none || isBusy} onPress={onDelete}>
            {t('selection.delete')}
          </Button>
        )}
      </div>
    </div>
  );
}
