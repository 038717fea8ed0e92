/**
 * The hosts' file slot: how the portal and the public page draw a file field (the renderer's
 * `renderFile`). Uploads go through the files feature's FileUploadField (tus) with the host's
 * purpose and params; the answer keeps the files' ids, this slot keeps their FileMeta to show them.
 *
 * TODO(f35-files): FileUploadField (web/src/features/files/components/file-upload-field.tsx) is not
 * on this branch yet: until it is merged the slot shows the field with the files already stored
 * and says uploading is not available here yet.
 */
import { Upload } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileMeta, FileSlotOptions, RenderFile } from './field-types';

export interface FileSlotConfig {
  /** `form_answer` (portal) or `form_public` (public page). */
  purpose: 'form_answer' | 'form_public';
  /** The purpose's params without the field (`{ assignment }` or `{ token }`); `field` is added per field. */
  params: Record<string, string>;
  /** The files already stored with the answers. */
  files: FileMeta[];
}

/** A stable `renderFile` for the renderer; the FileMeta of uploads made here are remembered. */
export function useFileSlot({ purpose, params, files }: FileSlotConfig): RenderFile {
  const known = useRef(new Map<string, FileMeta>(files.map((file) => [file.id, file])));
  useEffect(() => {
    for (const file of files) known.current.set(file.id, file);
  }, [files]);
  const paramsKey = JSON.stringify(params);
  return useCallback<RenderFile>(
    (field, value, onChange, options) => (
      <FileSlot
        key={field.id}
        purpose={purpose}
        params={{ ...(JSON.parse(paramsKey) as Record<string, string>), field: field.id }}
        label={field.label}
        help={field.help}
        isRequired={field.required}
        files={value.map((id) => known.current.get(id)).filter((file): file is FileMeta => file !== undefined)}
        onChange={(next) => {
          for (const file of next) known.current.set(file.id, file);
          onChange(next.map((file) => file.id));
        }}
        options={options}
      />
    ),
    [purpose, paramsKey],
  );
}

interface FileSlotProps {
  purpose: string;
  params: Record<string, string>;
  label: string;
  help: string | undefined;
  isRequired: boolean;
  files: FileMeta[];
  onChange: (files: FileMeta[]) => void;
  options: FileSlotOptions;
}

function FileSlot({ label, help, isRequired, files, options }: FileSlotProps) {
  const { t } = useTranslation('formFill');
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={label}>
      <span className={`text-sm font-medium text-foreground ${isRequired ? "after:ms-0.5 after:text-danger after:content-['*']" : ''}`}>{label}</span>
      {help ? <p className="text-xs whitespace-pre-line text-muted">{help}</p> : null}
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} className="text-accent underline-offset-2 hover:underline" download>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-4 text-sm text-muted">
        <Upload aria-hidden="true" className="size-5 shrink-0" />
        {t('renderer.uploadUnavailable')}
      </div>
      {options.description ? <p className="text-xs text-muted">{options.description}</p> : null}
      {options.errorMessage ? <p className="text-xs text-danger">{options.errorMessage}</p> : null}
    </div>
  );
}
