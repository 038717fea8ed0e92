import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A centred spinner with an accessible label, for guards and lazily loaded screens. */
export function FullPageSpinner({ fill = 'screen' }: { fill?: 'screen' | 'container' }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={`flex w-full items-center justify-center ${fill === 'screen' ? 'min-h-dvh' : 'min-h-64 py-16'}`}>
      <Spinner size="lg" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
