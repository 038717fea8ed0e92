import { Button, Dropdown, Label } from '@heroui/react';
import { Copy, FilePlus2, LayoutTemplate, type LucideIcon, MoreHorizontal, Settings2, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChecklistSummary } from '../../../../../common/schemas/checklists';

export type ChecklistAction = 'settings' | 'share' | 'copy' | 'saveTemplate' | 'useTemplate' | 'delete';

const icons: Record<ChecklistAction, LucideIcon> = {
  settings: Settings2,
  share: Users,
  copy: Copy,
  saveTemplate: LayoutTemplate,
  useTemplate: FilePlus2,
  delete: Trash2,
};

/** What the menu offers: every viewer copies; settings, sharing and deleting need canManage; a template is used, not saved as one. */
export function actionsFor(checklist: ChecklistSummary): ChecklistAction[] {
  const manage = checklist.access.canManage;
  if (checklist.isTemplate) return ['useTemplate', ...(manage ? (['delete'] as const) : [])];
  return [...(manage ? (['settings', 'share'] as const) : []), 'copy', 'saveTemplate', ...(manage ? (['delete'] as const) : [])];
}

/** The checklist's actions menu (Kopiëren, Opslaan als template, Verwijderen …). */
export function ChecklistActions({
  checklist,
  onAction,
  isBusy,
}: {
  checklist: ChecklistSummary;
  onAction: (action: ChecklistAction) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('checklists');
  const actions = actionsFor(checklist);
  return (
    <Dropdown>
      <Button
        size="sm"
        variant="secondary"
        isIconOnly
        aria-label={t('actions.label', { title: checklist.title })}
        isDisabled={isBusy}
        data-testid="checklist-actions"
        className="size-9 min-w-9"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </Button>
      <Dropdown.Popover placement="bottom end">
        <Dropdown.Menu onAction={(key) => onAction(key as ChecklistAction)} aria-label={t('actions.label', { title: checklist.title })}>
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <Dropdown.Item key={action} id={action} textValue={t(`actions.${action}`)} variant={action === 'delete' ? 'danger' : 'default'}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <Label>{t(`actions.${action}`)}</Label>
              </Dropdown.Item>
            );
          })}
        </Dropdown.Menu>
      </Dropdown.Popover>
    </Dropdown>
  );
}
