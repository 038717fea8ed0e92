import { useTranslation } from 'react-i18next';

/**
 * HeroUI's skeleton look as class names (like button-class.ts): list placeholders show on first
 * screens (the dashboard), so they keep HeroUI's React code out of the shell's first load.
 */
const skeleton = (className: string) => `skeleton skeleton--shimmer ${className}`;

/** Placeholder rows while a list loads; announced once as "Bezig met laden...". */
export function ListSkeleton({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-3 rounded-xl border border-border p-3">
          <div className={skeleton('size-9 shrink-0 rounded-full')} />
          <div className="flex flex-1 flex-col gap-2">
            <div className={skeleton('h-3.5 w-2/5 rounded-md')} />
            <div className={skeleton('h-3 w-3/5 rounded-md')} />
          </div>
        </div>
      ))}
    </div>
  );
}
