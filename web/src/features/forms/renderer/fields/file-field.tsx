import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../amount';
import { type FieldProps, type FileField, type FileSlotOptions, listOf } from '../field-types';

const stableEmpty: string[] = [];

/**
 * A file field: the host's upload (`renderFile`: the portal's or the public page's, with its
 * purpose and params); in the builder's preview (or without a host upload) a disabled drop zone
 * that shows what the field accepts.
 */
export function FileFieldView({
  field,
  value,
  error,
  onValue,
  readOnly,
  preview,
  renderFile,
  checkFile,
  description,
}: FieldProps<FileField> & Pick<FileSlotOptions, 'checkFile' | 'description'>) {
  const ids = Array.isArray(value) ? listOf(value) : stableEmpty;
  if (renderFile && !preview) {
    const options: FileSlotOptions = { errorMessage: error, isDisabled: readOnly };
    if (checkFile) options.checkFile = checkFile;
    if (description) options.description = description;
    return <>{renderFile(field, ids, (next) => onValue(field.id, next), options)}</>;
  }
  return <FileDropZonePreview field={field} error={error} description={description} />;
}

function FileDropZonePreview({ field, error, description }: { field: FileField; error: string | null; description: string | undefined }) {
  const { t } = useTranslation('formFill');
  const accept = field.type === 'file' ? field.accept.map((kind) => t(`renderer.fileKinds.${kind}`)).join(', ') : t('renderer.creativeKinds');
  const size = field.type === 'file' ? field.maxSizeMb : null;
  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={`${field.id}-label`} aria-describedby={`${field.id}-desc`}>
      <span
        id={`${field.id}-label`}
        className={`text-sm font-medium text-foreground ${field.required ? "after:ms-0.5 after:text-danger after:content-['*']" : ''}`}
      >
        {field.label}
      </span>
      <div
        aria-disabled="true"
        className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border bg-default/40 px-4 py-6 text-center text-sm text-muted"
      >
        <Upload aria-hidden="true" className="size-6" />
        <span>{t('renderer.filePreview')}</span>
      </div>
      <p id={`${field.id}-desc`} className="text-xs text-muted">
        {field.help ? <span className="block whitespace-pre-line">{field.help}</span> : null}
        {size !== null
          ? t('renderer.fileLimits', { kinds: accept, count: field.maxFiles, size: formatNumber(size) })
          : t('renderer.fileLimitsCreatives', { kinds: accept, count: field.maxFiles })}
        {description ? <span className="block">{description}</span> : null}
      </p>
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </div>
  );
}
