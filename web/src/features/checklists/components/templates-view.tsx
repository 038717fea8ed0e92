import { Button, Chip } from '@heroui/react';
import { FilePlus2, FolderOpen, Lock, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type StarterTemplate, starterTemplates } from '../../../../../common/checklist-starters';
import type { ChecklistSummary } from '../../../../../common/schemas/checklists';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import type { CompanyTemplate, TemplateChoice } from '../checklist-draft';
import { IntervalChip, TypeChip } from './checklist-chips';
import { LoadStopped } from './load-stopped';

interface TemplatesViewProps {
  templates: readonly CompanyTemplate[] | undefined;
  isPending: boolean;
  error: unknown;
  isStopped: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  openId: string | null;
  onOpen: (id: string) => void;
  onUse: (choice: TemplateChoice) => void;
  onDelete: (template: ChecklistSummary) => void;
}

/**
 * 'Templates': the four starters (fixed; 'Gebruik template') and the company's own (open to change
 * their items, use, delete). An admin's template is marked 'Bedrijfstemplate'.
 */
export function TemplatesView({ templates, isPending, error, isStopped, isRetrying, onRetry, openId, onOpen, onUse, onDelete }: TemplatesViewProps) {
  const { t } = useTranslation('checklists');
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="templates-view">
      <TemplatesSection id="starter-templates" title={t('templates.starters')} intro={t('templates.startersIntro')}>
        <ul className="grid min-w-0 gap-3 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          {starterTemplates.map((template) => (
            <StarterCard key={template.key} template={template} onUse={() => onUse({ kind: 'starter', template })} />
          ))}
        </ul>
      </TemplatesSection>
      <TemplatesSection id="company-templates" title={t('templates.company')} intro={t('templates.companyIntro')}>
        {isStopped ? <LoadStopped /> : null}
        {templates ? (
          templates.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('templates.companyEmpty')}</p>
          ) : (
            <ul className="flex min-w-0 flex-col gap-2">
              {templates.map((template) => (
                <CompanyTemplateCard
                  key={template.id}
                  template={template}
                  isOpen={template.id === openId}
                  onOpen={() => onOpen(template.id)}
                  onUse={() => onUse({ kind: 'company', template })}
                  onDelete={() => onDelete(template)}
                />
              ))}
            </ul>
          )
        ) : isStopped ? null : isPending ? (
          <ListSkeleton rows={2} />
        ) : (
          <LoadError message={t('templates.loadFailed')} error={error} onRetry={onRetry} isRetrying={isRetrying} />
        )}
      </TemplatesSection>
    </div>
  );
}

/** One of the two lists of templates, under its heading and introduction. */
function TemplatesSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

interface TemplateCardProps {
  testId: string;
  template: StarterTemplate | CompanyTemplate;
  /** A chip before the type and interval (the company template's mark). */
  badge?: ReactNode;
  onUse: () => void;
  /** What follows 'Gebruik template'. */
  actions: ReactNode;
  isOpen?: boolean;
  children: ReactNode;
}

/** A template: its title, type and interval, what it holds, 'Gebruik template' and its other actions. */
function TemplateCard({ testId, template, badge, onUse, actions, isOpen = false, children }: TemplateCardProps) {
  const { t } = useTranslation('checklists');
  return (
    <li
      data-testid={testId}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 ${isOpen ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface'}`}
    >
      <div className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
        <h3 className="min-w-0 flex-1 basis-40 font-medium break-words text-foreground">{template.title}</h3>
        <span className="flex flex-wrap gap-1">
          {badge}
          <TypeChip type={template.checklistType} />
          <IntervalChip interval={template.refreshInterval} settings={template.refreshSettings} />
        </span>
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="primary" onPress={onUse} aria-label={t('templates.useLabel', { title: template.title })}>
          <FilePlus2 aria-hidden="true" />
          {t('templates.use')}
        </Button>
        {actions}
      </div>
    </li>
  );
}

function StarterCard({ template, onUse }: { template: StarterTemplate; onUse: () => void }) {
  const { t } = useTranslation('checklists');
  return (
    <TemplateCard
      testId="starter-template"
      template={template}
      onUse={onUse}
      actions={
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <Lock aria-hidden="true" className="size-3" />
          {t('templates.readOnly')}
        </span>
      }
    >
      <p className="text-sm text-muted">{template.description}</p>
      <ItemsPreview items={template.items} />
    </TemplateCard>
  );
}

function CompanyTemplateCard({
  template,
  isOpen,
  onOpen,
  onUse,
  onDelete,
}: {
  template: CompanyTemplate;
  isOpen: boolean;
  onOpen: () => void;
  onUse: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('checklists');
  return (
    <TemplateCard
      testId="company-template"
      template={template}
      isOpen={isOpen}
      badge={
        template.createdByAdminId ? (
          <Chip size="sm" variant="soft" color="accent" data-testid="company-template-chip">
            {t('card.companyTemplate')}
          </Chip>
        ) : null
      }
      onUse={onUse}
      actions={
        <>
          <Button size="sm" variant="secondary" onPress={onOpen} aria-label={t('templates.openLabel', { title: template.title })}>
            <FolderOpen aria-hidden="true" />
            {t('templates.open')}
          </Button>
          {template.access.canManage ? (
            <Button
              size="sm"
              variant="ghost"
              isIconOnly
              onPress={onDelete}
              aria-label={`${t('actions.delete')}: ${template.title}`}
              className="ml-auto size-8 min-w-8 text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </>
      }
    >
      <ItemsPreview items={template.items} />
    </TemplateCard>
  );
}

function ItemsPreview({ items }: { items: readonly string[] }) {
  const { t } = useTranslation('checklists');
  return (
    <details className="group text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-accent outline-none focus-visible:ring-2 focus-visible:ring-focus [&::-webkit-details-marker]:hidden">
        {t('templates.showItems')} ({t('create.itemCount', { count: items.length })})
      </summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-foreground">
        {items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ol>
    </details>
  );
}
