/**
 * A busy stretch's "+N meer" in the week or day view (calendar-density.ts `capStacks`): the events
 * that did not fit side by side, listed by time; choosing one opens it like a click on the grid.
 */
import { Modal } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { moreLabel, moreWhere, type MoreEntry } from '../calendar-density';
import { type CalendarEntry, entryOf } from '../calendar-events';

interface MoreDialogProps {
  more: MoreEntry;
  onOpen: (entry: CalendarEntry) => void;
  onClose: () => void;
}

const time = (value: unknown) => String(value ?? '').slice(11, 16);

export function MoreDialog({ more, onOpen, onClose }: MoreDialogProps) {
  const { t, i18n } = useTranslation('calendar');
  const title = moreLabel(more, t, i18n.language);
  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal.Container size="sm" scroll="inside">
        <Modal.Dialog data-testid="calendar-more-dialog" aria-label={title}>
          <Modal.CloseTrigger aria-label={t('card.close')} />
          <Modal.Header>
            <Modal.Heading>{t('grid.moreTitle', { count: more.count })}</Modal.Heading>
            <p className="text-sm text-muted">{moreWhere(more, i18n.language)}</p>
          </Modal.Header>
          <Modal.Body>
            <ul className="flex flex-col gap-1">
              {(more.hidden ?? []).map((input) => {
                const entry = entryOf((input.extendedProps ?? {}) as Record<string, unknown>);
                if (!entry) return null;
                const kind = entry.type === 'event' ? entry.occurrence.kind : 'deadline';
                const client = entry.type === 'event' ? entry.client?.name : entry.deadline.client?.name;
                return (
                  <li key={String(input.id)}>
                    <button
                      type="button"
                      className="flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-default focus-visible:outline-2 focus-visible:outline-focus"
                      onClick={() => onOpen(entry)}
                    >
                      <span aria-hidden="true" className={`cal-more-dot-${kind} mt-1.5 size-2.5 shrink-0 rounded-full`} />
                      <span className="w-24 shrink-0 text-sm text-muted tabular-nums">
                        {time(input.start)}
                        {input.end ? ` – ${time(input.end)}` : ''}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium">{input.title}</span>
                        <span className="block truncate text-xs text-muted">{[t(`kinds.${kind}`), client].filter(Boolean).join(' · ')}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Modal.Body>
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}
