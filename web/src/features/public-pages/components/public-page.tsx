import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type publicNl from '../../../locales/nl/public.json';

type PublicPageId = keyof (typeof publicNl)['pages'];

/**
 * A public page of the app that is not part of the prerendered site (the design-tool callback):
 * its title and what is true today, and the way in.
 */
export function PublicPage({ pageId }: { pageId: PublicPageId }) {
  const { t } = useTranslation('public');
  const title = t(`pages.${pageId}.title`);
  useDocumentTitle(title);
  return (
    <article className="mx-auto flex max-w-2xl flex-col items-start gap-4">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="text-lg text-foreground">{t(`pages.${pageId}.body`)}</p>
      <p className="text-muted">{t('notBuilt')}</p>
      <Link to="/login" className={buttonClass()}>
        {t('header.login')}
      </Link>
    </article>
  );
}
