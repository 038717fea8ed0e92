import { Button } from '@heroui/react';
import { ArrowLeft, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { ChecklistAccount, ChecklistDetail, ChecklistSummary } from '../../../../../common/schemas/checklists';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import type { PersonOption } from '../../../components/ui/people-select';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useCopyChecklist } from '../api/copy-checklist';
import { useChecklistDetail } from '../api/get-checklist';
import { isLoadStopped } from '../api/gated-query';
import { checklistDetailKey } from '../api/keys';
import { useSaveAsTemplate } from '../api/save-as-template';
import type { CompanyTemplate } from '../checklist-draft';
import { type ChecklistAction, ChecklistActions } from './checklist-actions';
import { ChecklistComments } from './checklist-comments';
import { ChecklistHistory } from './checklist-history';
import { ChecklistItems } from './checklist-items';
import { ChecklistMeta } from './checklist-meta';
import { ChecklistTitle } from './checklist-title';
import { LoadStopped } from './load-stopped';
import { SettingsDialog } from './settings-dialog';
import { ShareDialog } from './share-dialog';

export interface ChecklistPanelProps {
  companyId: string | null;
  checklistId: string;
  me: Person | null;
  viewerId: string;
  isAdmin: boolean;
  colleagues: readonly PersonOption[];
  accounts: readonly ChecklistAccount[];
  now: Date;
  onClose: () => void;
  onOpen: (id: string) => void;
  onUseTemplate: (template: CompanyTemplate) => void;
  onDelete: (checklist: ChecklistSummary) => void;
}

/**
 * An open checklist (beside the list on wide screens, instead of it on small ones): its title
 * (editable), facts, items, history, comments and actions. Opening it moves focus to its title.
 */
export function ChecklistPanel(props: ChecklistPanelProps) {
  const { companyId, checklistId, onClose } = props;
  const { t } = useTranslation('checklists');
  const detail = useChecklistDetail(companyId, checklistId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'nearest' });
  }, [checklistId, detail.isSuccess]);

  // Small screens: back to the list above the checklist; wide screens: a close button beside its title.
  const top = (
    <div className="flex items-center justify-between gap-2 xl:hidden">
      <Button size="sm" variant="ghost" onPress={onClose}>
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </Button>
    </div>
  );
  const close = (
    <Button size="sm" variant="ghost" isIconOnly onPress={onClose} aria-label={t('detail.close')} className="hidden size-9 min-w-9 xl:inline-flex">
      <X aria-hidden="true" className="size-4" />
    </Button>
  );

  const stopped = isLoadStopped(checklistDetailKey(companyId, checklistId));
  // Once loaded it stays shown, even when a later reload fails (then loading may have stopped: said above it).
  if (detail.data) return <OpenChecklist {...props} detail={detail.data} top={top} close={close} headingRef={headingRef} stopped={stopped} />;
  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm" aria-busy="true" data-testid="checklist-panel">
        {top}
        <div className="hidden justify-end xl:flex">{close}</div>
        <ListSkeleton rows={4} />
      </div>
    );
  }
  if (detail.isError) {
    const gone = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm" data-testid="checklist-panel">
        {top}
        <div className="hidden justify-end xl:flex">{close}</div>
        {stopped ? (
          <LoadStopped />
        ) : gone ? (
          <p role="alert" className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
            {t('detail.notFound')}
          </p>
        ) : (
          <LoadError message={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        )}
      </div>
    );
  }

  return null;
}

interface OpenChecklistProps extends ChecklistPanelProps {
  detail: ChecklistDetail;
  top: ReactNode;
  close: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  stopped: boolean;
}

function OpenChecklist({
  detail,
  top,
  close,
  headingRef,
  stopped,
  companyId,
  me,
  viewerId,
  isAdmin,
  colleagues,
  accounts,
  now,
  onOpen,
  onUseTemplate,
  onDelete,
}: OpenChecklistProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const copy = useCopyChecklist(companyId);
  const saveTemplate = useSaveAsTemplate(companyId);
  const [dialog, setDialog] = useState<'settings' | 'share' | null>(null);
  const { checklist } = detail;
  const showHistory = !checklist.isTemplate && (checklist.refreshInterval !== 'never' || detail.history.length > 0);

  const act = (action: ChecklistAction) => {
    switch (action) {
      case 'settings':
      case 'share':
        setDialog(action);
        return;
      case 'copy':
        copy.mutate(checklist.id, {
          onSuccess: (id) => {
            toast.success(t('copy.done'), { description: `${checklist.title} (Copy)` });
            onOpen(id);
          },
          onError: (error) => toast.danger(t('copy.failed'), { description: errorText(error) }),
        });
        return;
      case 'saveTemplate':
        saveTemplate.mutate(checklist.id, {
          onSuccess: () => toast.success(t('saveTemplate.done'), { description: checklist.title }),
          onError: (error) => toast.danger(t('saveTemplate.failed'), { description: errorText(error) }),
        });
        return;
      case 'useTemplate':
        onUseTemplate({ ...checklist, items: detail.items.map((item) => item.content) });
        return;
      case 'delete':
        onDelete(checklist);
        return;
    }
  };

  return (
    <section
      aria-labelledby={`checklist-title-${checklist.id}`}
      className="flex min-w-0 flex-col gap-5 rounded-2xl bg-surface p-3 shadow-sm sm:p-5"
      data-testid="checklist-panel"
      data-checklist-id={checklist.id}
      data-template={checklist.isTemplate}
    >
      {top}
      {stopped ? <LoadStopped /> : null}
      <header className="flex min-w-0 items-start gap-2">
        <ChecklistTitle checklist={checklist} companyId={companyId} headingRef={headingRef} />
        <ChecklistActions checklist={checklist} onAction={act} isBusy={copy.isPending || saveTemplate.isPending} />
        {close}
      </header>
      <ChecklistMeta detail={detail} now={now} onShare={() => setDialog('share')} />
      <ChecklistItems detail={detail} companyId={companyId} me={me} now={now} />
      {showHistory ? <ChecklistHistory history={detail.history} checklistId={checklist.id} /> : null}
      {checklist.isTemplate ? null : <ChecklistComments detail={detail} companyId={companyId} viewerId={viewerId} isAdmin={isAdmin} now={now} />}
      {dialog === 'settings' ? <SettingsDialog checklist={checklist} companyId={companyId} accounts={accounts} onClose={() => setDialog(null)} /> : null}
      {dialog === 'share' ? <ShareDialog detail={detail} companyId={companyId} colleagues={colleagues} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
