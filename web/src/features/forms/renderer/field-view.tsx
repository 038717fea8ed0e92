import { EyeOff } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../common/forms/form-schema';
import { AdFieldView, isAdField } from '../ad-brief/ad-field-view';
import type { FieldOf, FieldProps } from './field-types';
import { ConsentView, DropdownView, MultipleChoiceView, SingleChoiceView } from './fields/choice-fields';
import { DateFieldView } from './fields/date-field';
import { FileFieldView } from './fields/file-field';
import { NumberFieldView } from './fields/number-fields';
import { RatingView } from './fields/rating-field';
import { TextFieldView } from './fields/text-fields';

/** A heading with optional text: shows, asks nothing. */
function ContentView({ field }: { field: FieldOf<'content'> }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-base font-semibold break-words text-foreground">{field.label}</h3>
      {field.body ? <p className="text-sm break-words whitespace-pre-line text-muted">{field.body}</p> : null}
      {field.help ? <p className="text-xs whitespace-pre-line text-muted">{field.help}</p> : null}
    </div>
  );
}

/** A link field is never shown to the person filling in; the builder's preview says it is there. */
function HiddenView({ field, preview }: { field: FieldOf<'hidden'>; preview: boolean }) {
  const { t } = useTranslation('formFill');
  if (!preview) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-xs text-muted">
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      {t('renderer.hiddenPreview', { label: field.label, param: field.param })}
    </p>
  );
}

function fieldBody(props: FieldProps): ReactNode {
  const { field } = props;
  if (isAdField(field)) return <AdFieldView {...props} field={field} />;
  switch (field.type) {
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
      return <TextFieldView {...props} field={field} />;
    case 'number':
    case 'amount':
      return <NumberFieldView {...props} field={field} />;
    case 'date':
      return <DateFieldView {...props} field={field} />;
    case 'single_choice':
      return <SingleChoiceView {...props} field={field} />;
    case 'multiple_choice':
      return <MultipleChoiceView {...props} field={field} />;
    case 'dropdown':
      return <DropdownView {...props} field={field} />;
    case 'consent':
      return <ConsentView {...props} field={field} />;
    case 'rating':
      return <RatingView {...props} field={field} />;
    case 'file':
      return <FileFieldView {...props} field={field} />;
    case 'content':
      return <ContentView field={field} />;
    case 'hidden':
      return <HiddenView field={field} preview={props.preview} />;
    default:
      return null;
  }
}

/**
 * One field of the form, memoised on its props (field, value, error and the stable handlers):
 * typing in one field re-renders that field only. `data-field-id` lets the renderer move focus to
 * the first wrong field.
 */
export const FieldView = memo(function FieldView(props: FieldProps) {
  const body = fieldBody(props);
  if (body === null) return null;
  return (
    <div data-field-id={props.field.id} data-field-type={props.field.type} className="min-w-0">
      {body}
    </div>
  );
});

export type { FormField };
