import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The login screen's marketing panel: a welcome text about the product (spec section 2). */
export function MarketingPanel() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('public');
  return (
    <aside
      aria-label={t('marketing.label')}
      className="relative hidden w-[42%] max-w-xl shrink-0 flex-col justify-between overflow-hidden bg-[#1e3a8a] p-10 text-white lg:flex"
    >
      <Link to="/" reloadDocument aria-label={tp('header.home')} className="inline-flex w-fit items-center gap-2 rounded-lg">
        <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9">
          <rect width="32" height="32" rx="8" fill="#ffffff" />
          <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#1e3a8a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="text-lg font-semibold">{tc('appName')}</span>
      </Link>
      <div className="flex flex-col gap-5">
        <span className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide">{tc('beta')}</span>
        <h2 className="text-4xl leading-tight font-bold tracking-tight">{t('marketing.title')}</h2>
        <p className="text-lg text-blue-100">{t('marketing.body')}</p>
      </div>
      <p className="text-sm text-blue-100">{t('marketing.betaNote')}</p>
    </aside>
  );
}
