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
      <section aria-labelledby="starter-templates" className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id="starter-templates" className="text-base font-semibold text-foreground">
            {t('templates.starters')}
          </h2>
          <p className="text-sm text-muted">{t('templates.startersIntro')}</p>
        </div>
        <ul className="grid min-w-0 gap-3 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          {starterTemplates.map((template) => (
            <StarterCard key={template.key} template={template} onUse={() => onUse({ kind: 'starter', template })} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-templates" className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id="company-templates" className="text-base font-semibold text-foreground">
            {t('templates.company')}
          </h2>
          <p className="text-sm text-muted">{t('templates.companyIntro')}</p>
        </div>
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
      </section>
    </div>
  );
}

function TemplateCard({ testId, title, chips, children, actions, isOpen = false }: { testId: string; title: string; chips: ReactNode; children: ReactNode; actions: ReactNode; isOpen?: boolean }) {
  return (
    <li data-testid={testId} className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 ${isOpen ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface'}`}>
      <div className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
        <h3 className="min-w-0 flex-1 basis-40 font-medium break-words text-foreground">{title}</h3>
        <span className="flex flex-wrap gap-1">{chips}</span>
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}

function StarterCard({ template, onUse }: { template: StarterTemplate; onUse: () => void }) {
  const { t } = useTranslation('checklists');
  return (
    <TemplateCard
      testId="starter-template"
      title={template.title}
      chips={
        <>
          <TypeChip type={template.checklistType} />
          <IntervalChip interval={template.refreshInterval} settings={template.refreshSettings} />
        </>
      }
      actions={
        <>
          <Button size="sm" variant="primary" onPress={onUse} aria-label={t('templates.useLabel', { title: template.title })}>
            <FilePlus2 aria-hidden="true" />
            {t('templates.use')}
          </Button>
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3" />
            {t('templates.readOnly')}
          </span>
        </>
      }
    >
      <p className="text-sm text-muted">{template.description}</p>
      <ItemsPreview items={template.items} />
    </TemplateCard>
  );
}

function CompanyTemplateCard({ template, isOpen, onOpen, onUse, onDelete }: { template: CompanyTemplate; isOpen: boolean; onOpen: () => void; onUse: () => void; onDelete: () => void }) {
  const { t } = useTranslation('checklists');
  return (
    <TemplateCard
      testId="company-template"
      title={template.title}
      isOpen={isOpen}
      chips={
        <>
          {template.createdByAdminId ? (
            <Chip size="sm" variant="soft" color="accent" data-testid="company-template-chip">
              {t('card.companyTemplate')}
            </Chip>
          ) : null}
          <TypeChip type={template.checklistType} />
          <IntervalChip interval={template.refreshInterval} settings={template.refreshSettings} />
        </>
      }
      actions={
        <>
          <Button size="sm" variant="primary" onPress={onUse} aria-label={t('templates.useLabel', { title: template.title })}>
            <FilePlus2 aria-hidden="true" />
            {t('templates.use')}
          </Button>
          <Button size="sm" variant="secondary" onPress={onOpen} aria-label={t('templates.openLabel', { title: template.title })}>
            <FolderOpen aria-hidden="true" />
            {t('templates.open')}
          </Button>
          {template.access.canManage ? (
            <Button size="sm" variant="ghost" isIconOnly onPress={onDelete} aria-label={`${t('actions.delete')}: ${template.title}`} className="ml-auto size-8 min-w-8 text-danger">
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
