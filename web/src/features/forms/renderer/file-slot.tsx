/**
 * The hosts' file slot: how the portal and the public page draw a file field (the renderer's
 * `renderFile`). Uploads go through the files feature's FileUploadField (tus) with the host's
 * purpose and params plus `field`; the answer keeps the files' ids, this slot keeps their FileMeta
 * to show them. Ad creatives accept images and video, the image limits checked by `checkFile`.
 */
import { useCallback, useEffect, useRef } from 'react';
import { formLimits } from '../../../../../common/forms/form-schema';
import { FileUploadField } from '../../files/components/file-upload-field';
import type { FileMeta, RenderFile } from './field-types';

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
    (field, value, onChange, options) => {
      const description = [field.help, options.description].filter(Boolean).join(' ');
      return (
        <FileUploadField
          key={field.id}
          purpose={purpose}
          params={{ ...(JSON.parse(paramsKey) as Record<string, string>), field: field.id }}
          accept={field.type === 'file' ? field.accept : ['image', 'video']}
          maxFiles={field.maxFiles}
          maxSizeMb={field.type === 'file' ? field.maxSizeMb : formLimits.maxFileMb}
          value={value.map((id) => known.current.get(id)).filter((file): file is FileMeta => file !== undefined)}
          onChange={(next) => {
            for (const file of next) known.current.set(file.id, file);
            onChange(next.map((file) => file.id));
          }}
          label={field.label}
          {...(description ? { description } : {})}
          isRequired={field.required}
          {...(options.errorMessage ? { errorMessage: options.errorMessage } : {})}
          isDisabled={options.isDisabled}
          {...(options.checkFile ? { checkFile: options.checkFile } : {})}
        />
      );
    },
    [purpose, paramsKey],
  );
}
