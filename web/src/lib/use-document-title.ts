import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · <product>" while the screen is shown. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
