import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FormKind, formLimits } from '../../../../../common/forms/form-schema';
import type { StarterTemplateId } from '../../../../../common/forms/starter-templates';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCreateForm } from './api/forms-api';
import { ChoiceRadios } from '../../../components/ui/choice-radios';
import { builderHref } from './forms-view';
import { templatesOfKind, templateTexts } from './starter-templates';

const fields = ['title'] as const;
const empty = 'empty';
type TemplateChoice = StarterTemplateId | typeof empty;

/**
 * "Nieuw formulier": a title, the kind (Formulier or Advertentiebrief) and what to start from (a
 * Dutch starter template or empty). The draft is made on the server and the builder opens on it.
 */
export function NewFormDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const create = useCreateForm(companyId);
  // The server names a wrong title in `fields` (FORM_TITLE_REQUIRED, FORM_TITLE_TOO_LONG).
  const problems = useFormProblems(fields);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<FormKind>('form');
  const [template, setTemplate] = useState<TemplateChoice>(empty);
  const [titleError, setTitleError] = useState<string | null>(null);
  const isDirty = useFormDirty({ title, kind, template });
  const templates = templatesOfKind(kind).map((option) => ({ ...option, ...templateTexts(option, t('create.templates', { returnObjects: true })) }));

  const chooseKind = (next: string) => {
    setKind(next as FormKind);
    // A template of the other kind does not fit: back to empty.
    if (!templatesOfKind(next as FormKind).some((option) => option.id === template)) setTemplate(empty);
  };

  const submit = () => {
    problems.reset();
    if (title.trim() === '') {
      setTitleError(t('create.titleRequired'));
      return;
    }
    setTitleError(null);
    create.mutate(
      { title: title.trim(), kind, ...(template === empty ? {} : { template }) },
      {
        onSuccess: (form) => {
          if (!form) return;
          toast.success(t('create.created'), { description: form.title });
          onClose();
          void navigate(builderHref(form.id));
        },
        onError: problems.fail,
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('create.title')}
      onSubmit={submit}
      busy={create.isPending}
      formError={problems.formErrorText}
      labels={{ cancel: t('create.cancel'), submit: t('create.submit'), busy: t('create.busy') }}
      testId="new-form"
      isDirty={isDirty}
    >
      <TextFormField
        label={t('create.name')}
        {...problems.textFieldProps('title')}
        error={titleError ?? problems.fieldError('title')}
        value={title}
        onChange={setTitle}
        placeholder={t('create.namePlaceholder')}
        maxLength={formLimits.title}
        autoComplete="off"
        isRequired
        autoFocus
      />
      <ChoiceRadios
        name="kind"
        label={t('create.kind')}
        value={kind}
        onChange={chooseKind}
        options={[
          { id: 'form', label: t('create.kindForm'), hint: t('create.kindFormHint') },
          { id: 'ad_brief', label: t('create.kindAdBrief'), hint: t('create.kindAdBriefHint') },
        ]}
      />
      <ChoiceRadios
        name="template"
        label={t('create.template')}
        value={template}
        onChange={(next) => {
          // An untitled form takes the template's name (still editable).
          const chosen = templates.find((option) => option.id === next);
          setTemplate(chosen?.id ?? empty);
          if (chosen && title.trim() === '') setTitle(chosen.title);
        }}
        options={[
          { id: empty, label: t('create.templateEmpty'), hint: t('create.templateEmptyHint') },
          ...templates.map((option) => ({ id: option.id, label: option.title, hint: option.hint })),
        ]}
      />
    </FormDialog>
  );
}
