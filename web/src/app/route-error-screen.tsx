import { useLayoutEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { dropStaticLogin } from '../features/auth/login-page/static-copy';

/**
 * Shown when a route fails to render or its chunk cannot be loaded (e.g. after a new deploy):
 * an honest message and a reload, never a stack trace.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  // /login's prerendered copy (if still there) would cover this message: it goes.
  useLayoutEffect(dropStaticLogin, []);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-xl font-semibold">{t('routeError.title')}</h1>
        <p className="text-sm text-muted">{t('routeError.body')}</p>
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}
