import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** In "Bekijk als klant", in place of what the client does there (deciding, commenting): the team only looks. */
export function PreviewNote({ kind, version }: { kind: 'decision' | 'comments'; version?: number }) {
  const { t } = useTranslation('portal');
  return (
    <p className="flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-sm text-accent-soft-foreground" data-testid={`preview-note-${kind}`}>
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{kind === 'decision' ? t('preview.creatives.decision', { version }) : t('preview.creatives.comments')}</span>
    </p>
  );
}
