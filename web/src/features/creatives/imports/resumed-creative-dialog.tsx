import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ErrorCode } from '../../../../../common/errors';
import { creativeImportSourceNames, type CreativeImportSource } from '../../../../../common/schemas/creative-imports';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { NewCreativeDialog } from '../upload/new-creative-dialog';
import { clearImportDraft, importReturnOf, readImportDraft, searchAfterImportReturn, type ImportDraft } from './import-draft';

interface Resumed {
  draft: ImportDraft | null;
  source: CreativeImportSource;
  error: unknown;
  /** A fresh dialog for each return. */
  key: number;
}

/**
 * Back on /creatives?import=canva|drive (&error=<CODE>) after connecting: the "Nieuwe creative"
 * or "Nieuwe versie" dialog opens again with what was typed before the browser left (kept in
 * sessionStorage, import-draft.ts) and that source's picker open, or the reason connecting failed.
 * The address loses `import` and `error` (replaced, so Back does not open it again); for a new
 * version it shows that creative.
 */
export function ResumedCreativeDialog({ companyId }: { companyId: string }) {
  const { t } = useTranslation('creatives');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [resumed, setResumed] = useState<Resumed | null>(null);
  const handled = useRef<string | null>(null);
  const back = importReturnOf(searchParams);
  const backKey = back ? `${back.source}|${back.error ?? ''}` : null;

  useEffect(() => {
    // Once per return: the draft is read and forgotten here (React may run an effect twice in development).
    if (!back) {
      handled.current = null;
      return;
    }
    if (handled.current === backKey) return;
    handled.current = backKey;
    const draft = readImportDraft(companyId, Date.now());
    clearImportDraft();
    const error = back.error ? new ApiError(400, back.error as ErrorCode, back.error, undefined, { source: creativeImportSourceNames[back.source] }) : null;
    setResumed({ draft, source: back.source, error, key: Date.now() });
    setSearchParams((current) => searchAfterImportReturn(current, draft), { replace: true });
  }, [back, backKey, companyId, setSearchParams]);

  if (!resumed) return null;
  const creative = resumed.draft?.creative ?? null;
  return (
    <NewCreativeDialog
      key={resumed.key}
      companyId={companyId}
      {...(creative ? { creative } : {})}
      resume={resumed}
      onClose={() => setResumed(null)}
      onDone={(done) => {
        setResumed(null);
        if (creative) toast.success(t('review.actions.versionAdded', { version: done.currentVersion }));
        else toast.success(t('created'), { description: done.name });
        void navigate(`/creatives?creative=${done.id}`);
      }}
    />
  );
}
