import { Button, ProgressBar, Label } from '@heroui/react';
import { CheckCircle2, RotateCcw, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creativeLimitDefaults } from '../../../../../common/creative-constants';
import { creativeImportSourceNames } from '../../../../../common/schemas/creative-imports';
import { extensionOf } from '../../../../../common/schemas/files';
import { FileSize } from '../../files/components/file-size';
import { creativeAccept, type CreativeUploadState } from './use-creative-upload';

interface CreativeDropZoneProps {
  state: CreativeUploadState;
  onChoose: (file: File) => void;
  onClear: () => void;
  /** A form-level problem for this field ("Voeg een bestand toe."). */
  error?: string | null;
}

const maxMbOf = (name: string) =>
  Math.floor(
    (['mp4', 'mov'].includes(extensionOf(name))
      ? creativeLimitDefaults.videoMaxBytes
      : extensionOf(name) === 'pdf'
        ? creativeLimitDefaults.pdfMaxBytes
        : creativeLimitDefaults.imageMaxBytes) /
      1024 ** 2,
  );

/**
 * The creative's file: a drop zone that is also a button (Enter or Space opens the picker), the
 * upload's progress (resumable: a broken connection goes on where it stopped), the result or the
 * server's refusal in Dutch with "Opnieuw kiezen". A file imported from Canva or Google Drive shows
 * as done at once, with where it came from.
 */
export function CreativeDropZone({ state, onChoose, onClear, error }: CreativeDropZoneProps) {
  const { t } = useTranslation(['creatives', 'errors', 'files']);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const pick = () => input.current?.click();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onChoose(file);
  };
  const problem =
    state.phase === 'error'
      ? state.code === 'FILE_UPLOAD_FAILED'
        ? t('files:upload.failed')
        : t(`errors:codes.${state.code}`, {
            maxMb: maxMbOf(state.file?.name ?? ''),
            maxPages: creativeLimitDefaults.pdfMaxPages,
            defaultValue: t('files:upload.failed'),
          })
      : (error ?? null);

  return (
    <div className="flex flex-col gap-2" data-testid="creative-drop-zone">
      <input
        ref={input}
        type="file"
        accept={creativeAccept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => take(e.target.files)}
        data-testid="creative-file-input"
      />
      {state.phase === 'idle' || state.phase === 'error' ? (
        <button
          type="button"
          onClick={pick}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            take(e.dataTransfer.files);
          }}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${
            over ? 'border-accent bg-accent-soft' : problem ? 'border-danger' : 'border-border hover:bg-default/60'
          }`}
        >
          <UploadCloud aria-hidden="true" className="size-8 text-muted" />
          <span className="text-sm font-medium text-foreground">{t('upload.choose')}</span>
          <span id={hintId} className="text-xs text-muted">
            {t('upload.hint')}
          </span>
        </button>
      ) : null}
      {state.phase === 'uploading' ? (
        <div className="flex items-center gap-3 rounded-xl border border-border p-3">
          <ProgressBar aria-label={t('upload.progress', { name: state.file.name })} value={Math.round(state.progress * 100)} className="min-w-0 flex-1">
            <Label className="truncate text-sm">{state.file.name}</Label>
            <ProgressBar.Output className="text-xs text-muted" />
            <ProgressBar.Track>
              <ProgressBar.Fill />
            </ProgressBar.Track>
          </ProgressBar>
          <Button size="sm" variant="ghost" isIconOnly aria-label={t('upload.cancel')} onPress={onClear}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border p-3" data-testid="creative-upload-done">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
          {/* At 375 px the button goes under the name instead of squeezing it. */}
          <span className="flex min-w-48 flex-1 basis-0 flex-col">
            <span className="truncate text-sm text-foreground">{state.file.name}</span>
            <span className="text-xs text-muted">
              <FileSize bytes={state.file.size} />
              {state.source ? ` · ${t('import.importedFrom', { source: creativeImportSourceNames[state.source] })}` : null}
            </span>
          </span>
          <Button size="sm" variant="ghost" onPress={onClear} className="ml-auto">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('upload.another')}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="creative-upload-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
