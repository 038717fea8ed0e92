import { useTranslation } from 'react-i18next';

/** The product mark; `withName` adds the product name next to it. */
export function Logo({ withName = true, className = '' }: { withName?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {withName ? <span className="truncate font-semibold text-foreground">{t('appName')}</span> : null}
    </span>
  );
}
