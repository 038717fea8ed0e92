import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useFinishCanvaConnection } from '../api/imports';

/** Where the import dialog opens again once Canva is connected. */
export const afterCanvaConnected = '/creatives?import=canva';

/**
 * /canva/callback: Canva sends the browser back here with `code` and `state` (or `error` when the
 * person did not agree). The page hands them to the API once — the server holds the PKCE
 * verifier and the client secret and exchanges the code — then returns to /creatives with the
 * import dialog; when that fails it says why, in Dutch, with the way back.
 */
export function CanvaCallbackPage() {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishCanvaConnection();
  const sent = useRef(false);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const usable = state !== null && (code !== null || error !== null);
  useDocumentTitle(t('canvaCallback.title'));

  useEffect(() => {
    // Once only (a flow is used up by its first try; React may run an effect twice in development).
    if (sent.current || !usable) return;
    sent.current = true;
    finish.mutate(
      { state, ...(code !== null ? { code } : {}), ...(error !== null ? { error } : {}) },
      { onSuccess: () => void navigate(afterCanvaConnected, { replace: true }) },
    );
  }, [usable, state, code, error, finish, navigate]);

  const failed = !usable || finish.isError;
  return (
    <article className="mx-auto flex max-w-2xl flex-col items-start gap-4" aria-busy={!failed}>
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{t('canvaCallback.title')}</h1>
      {failed ? (
        <>
          <p className="text-lg text-foreground">{t('canvaCallback.failed')}</p>
          <FormAlert message={usable ? errorText(finish.error) : t('canvaCallback.missing')} />
          <Link to="/creatives" className={buttonClass()}>
            {t('canvaCallback.back')}
          </Link>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-lg text-foreground">
          <Spinner size="sm" />
          {t('canvaCallback.busy')}
        </p>
      )}
    </article>
  );
}
