import { Button, Chip, ToggleButton, ToggleButtonGroup } from '@heroui/react';
import { ArrowLeft, CircleAlert, Eye, Pencil, RotateCw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormKind } from '../../../../../../common/forms/form-schema';
import type { SaveStatus } from '../hooks/use-autosave';

export type BuilderMode = 'build' | 'preview';

export interface BuilderMeta {
  status: 'draft' | 'published' | 'archived';
  currentVersion: number | null;
  hasUnpublishedChanges: boolean;
  publicToken: string | null;
}

interface BuilderHeaderProps {
  title: string;
  kind: FormKind;
  meta: BuilderMeta;
  saveStatus: SaveStatus;
  savedAt: Date | null;
  problemCount: number;
  /** Unsaved edits count as unpublished too. */
  isUnsaved: boolean;
  mode: BuilderMode;
  onMode: (mode: BuilderMode) => void;
  onPublish: () => void;
  isPublishing: boolean;
  onRetry: () => void;
  onReload: () => void;
}

/** The builder's title bar: the form's name and state, the save status line, Bouwen/Voorbeeld and Publiceren. */
export function BuilderHeader({
  title,
  kind,
  meta,
  saveStatus,
  savedAt,
  problemCount,
  isUnsaved,
  mode,
  onMode,
  onPublish,
  isPublishing,
  onRetry,
  onReload,
}: BuilderHeaderProps) {
  const { t } = useTranslation('formBuilder');
  const isArchived = meta.status === 'archived';
  const unpublished = meta.status === 'published' && (meta.hasUnpublishedChanges || isUnsaved);
  const time = savedAt ? savedAt.toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit' }) : null;

  return (
    <header className="flex flex-col gap-3">
      <Link to="/forms" className="inline-flex items-center gap-1 self-start text-sm text-muted hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground">{title.trim() || t('untitled')}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Chip size="sm" variant="soft">
              {t(`kind.${kind}`)}
            </Chip>
            <Chip size="sm" variant="soft" color={meta.status === 'published' ? 'success' : meta.status === 'archived' ? 'default' : 'accent'}>
              {t(`status.${meta.status}`)}
              {meta.currentVersion ? ` · ${t('status.version', { version: meta.currentVersion })}` : ''}
            </Chip>
            {unpublished ? (
              <Chip size="sm" variant="soft" color="warning" data-testid="unpublished-changes">
                {t('status.unpublished')}
              </Chip>
            ) : null}
            {isArchived ? null : <SaveLine status={saveStatus} time={time} problemCount={problemCount} onRetry={onRetry} onReload={onReload} />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleButtonGroup
            aria-label={t('mode.label')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[mode]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key === 'build' || key === 'preview') onMode(key);
            }}
            size="sm"
            isDisabled={isArchived}
          >
            <ToggleButton id="build">
              <Pencil aria-hidden="true" className="size-4" />
              {t('mode.build')}
            </ToggleButton>
            <ToggleButton id="preview">
              <Eye aria-hidden="true" className="size-4" />
              {t('mode.preview')}
            </ToggleButton>
          </ToggleButtonGroup>
          {isArchived ? null : (
            <Button variant="primary" size="sm" onPress={onPublish} isDisabled={isPublishing || saveStatus.kind === 'conflict'}>
              <Send aria-hidden="true" className="size-4" />
              {isPublishing ? t('publish.busy') : t('publish.button')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

function SaveLine({
  status,
  time,
  problemCount,
  onRetry,
  onReload,
}: {
  status: SaveStatus;
  time: string | null;
  problemCount: number;
  onRetry: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('formBuilder');
  const bad = status.kind === 'failed' || status.kind === 'conflict' || status.kind === 'invalid';
  const text =
    status.kind === 'saved'
      ? time
        ? t('save.savedAt', { time })
        : t('save.saved')
      : status.kind === 'pending'
        ? t('save.pending')
        : status.kind === 'saving'
          ? t('save.saving')
          : status.kind === 'invalid'
            ? t('save.invalid', { count: Math.max(problemCount, 1) })
            : status.kind === 'failed'
              ? t('save.failed')
              : t('save.conflict');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        role="status"
        className={`inline-flex items-center gap-1 ${bad ? 'text-danger' : 'text-muted'}`}
        data-testid="save-status"
        data-save-status={status.kind}
      >
        {bad ? <CircleAlert aria-hidden="true" className="size-4" /> : null}
        {text}
      </span>
      {status.kind === 'failed' ? (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('save.retry')}
        </Button>
      ) : null}
      {status.kind === 'conflict' ? (
        <Button size="sm" variant="secondary" onPress={onReload}>
          {t('save.reload')}
        </Button>
      ) : null}
    </span>
  );
}
