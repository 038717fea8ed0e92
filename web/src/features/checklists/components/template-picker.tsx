import { FilePlus2, LayoutTemplate, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { starterTemplates } from '../../../../../common/checklist-starters';
import type { CompanyTemplate, TemplateChoice } from '../checklist-draft';
import { IntervalChip, TypeChip } from './checklist-chips';

/** 'Leeg beginnen', the starters and the company's templates, each a button with its type, schedule and number of items. */
export function TemplatePicker({ templates, onPick }: { templates: readonly CompanyTemplate[]; onPick: (choice: TemplateChoice) => void }) {
  const { t } = useTranslation('checklists');
  return (
    <>
      <TemplateOption
        id="blank"
        icon={<FilePlus2 aria-hidden="true" className="size-5" />}
        title={t('create.blank')}
        detail={t('create.blankDescription')}
        onPick={() => onPick({ kind: 'blank' })}
      />
      <PickerGroup title={t('create.starters')}>
        {starterTemplates.map((template) => (
          <TemplateOption
            key={template.key}
            id={`starter:${template.key}`}
            icon={<Sparkles aria-hidden="true" className="size-5" />}
            title={template.title}
            detail={template.description}
            chips={
              <>
                <TypeChip type={template.checklistType} />
                <IntervalChip interval={template.refreshInterval} settings={template.refreshSettings} />
                <span className="text-xs text-muted">{t('create.itemCount', { count: template.items.length })}</span>
              </>
            }
            onPick={() => onPick({ kind: 'starter', template })}
          />
        ))}
      </PickerGroup>
      {templates.length > 0 ? (
        <PickerGroup title={t('create.companyTemplates')}>
          {templates.map((template) => (
            <TemplateOption
              key={template.id}
              id={`company:${template.id}`}
              icon={<LayoutTemplate aria-hidden="true" className="size-5" />}
              title={template.title}
              detail={template.adAccount?.name ?? null}
              chips={
                <>
                  <TypeChip type={template.checklistType} />
                  <IntervalChip interval={template.refreshInterval} settings={template.refreshSettings} />
                  <span className="text-xs text-muted">{t('create.itemCount', { count: template.items.length })}</span>
                </>
              }
              onPick={() => onPick({ kind: 'company', template })}
            />
          ))}
        </PickerGroup>
      ) : null}
    </>
  );
}

function PickerGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

interface TemplateOptionProps {
  id: string;
  icon: ReactNode;
  title: string;
  detail: string | null;
  chips?: ReactNode;
  onPick: () => void;
}

function TemplateOption({ id, icon, title, detail, chips, onPick }: TemplateOptionProps) {
  const option = (
    <button
      type="button"
      onClick={onPick}
      data-testid="template-option"
      data-template={id}
      className="flex w-full min-w-0 items-start gap-3 rounded-xl border border-border bg-surface p-3 text-left outline-none transition-colors hover:border-accent hover:bg-accent-soft/30 focus-visible:ring-2 focus-visible:ring-focus"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-soft-foreground">{icon}</span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium break-words text-foreground">{title}</span>
        {detail ? <span className="text-xs break-words text-muted">{detail}</span> : null}
        {chips ? <span className="flex flex-wrap items-center gap-1.5">{chips}</span> : null}
      </span>
    </button>
  );
  return id === 'blank' ? option : <li>{option}</li>;
}
