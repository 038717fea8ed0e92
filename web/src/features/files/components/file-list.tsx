/**
 * Stored files shown read-only (issue 35): a thumbnail for an image, the name as a download link
 * (the authorised URL: the server sends it as an attachment), and the size. The link has the
 * theme's link colour (`text-accent-soft-foreground`, AA in light and dark; `text-accent` is not
 * on the dark surface).
 */
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileMeta } from '../../../../../common/schemas/files';
import { sizeParts, withQuery } from '../file-rules';

export interface FileListProps {
  files: FileMeta[];
}

export function FileList({ files }: FileListProps) {
  const { t } = useTranslation('files');
  if (files.length === 0) return <p className="text-sm text-muted">{t('list.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="file-list">
      {files.map((file) => {
        const { unit, value } = sizeParts(file.size);
        const size = t(`size.${unit}`, { value });
        return (
          <li key={file.id} className="flex items-center gap-3 text-sm">
            {file.mimeType.startsWith('image/') ? (
              <img
                src={withQuery(file.url, 'inline', '1')}
                alt={t('list.preview', { name: file.name })}
                loading="lazy"
                className="size-10 shrink-0 rounded-md border border-border object-cover"
                {...(file.width && file.height ? { width: 40, height: 40 } : {})}
              />
            ) : (
              <FileText aria-hidden="true" className="size-10 shrink-0 rounded-md border border-border p-2 text-muted" />
            )}
            <a
              href={file.url}
              download={file.name}
              className="min-w-0 flex-1 truncate text-accent-soft-foreground underline-offset-2 hover:underline"
              aria-label={t('list.download', { name: file.name, size })}
            >
              {file.name}
            </a>
            <span className="shrink-0 text-xs text-muted">{size}</span>
          </li>
        );
      })}
    </ul>
  );
}
