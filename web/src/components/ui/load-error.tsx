import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/use-error-text';
import { buttonClass } from './button-class';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "Je sessies konden niet worden geladen." */
  message: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A failed load: what failed, why (the error code's text) and a retry button. */
export function LoadError({ message, error, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground">
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="block font-medium">{message}</span>
          <span className="block">{errorText(error)}</span>
        </span>
      </p>
      {/* A plain button with HeroUI's look: the load error is on first screens (the dashboard), so it keeps React Aria out of the shell. */}
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin motion-reduce:animate-none' : ''} />
        {isRetrying ? t('loading') : t('retry')}
      </button>
    </div>
  );
}
