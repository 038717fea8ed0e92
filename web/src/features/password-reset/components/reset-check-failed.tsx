import { Button } from '@heroui/react';
import { CloudAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { ResetCard, ResetHeading } from './reset-card';

/** The link could not be checked (no connection, rate limit, server error): say why, offer a retry. */
export function ResetCheckFailed({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('passwordReset');
  const { t: te } = useTranslation('errors');
  const code = isApiError(error) ? error.code : 'INTERNAL';
  const message = code === 'INTERNAL' ? te('generic') : te(`codes.${code}`, isApiError(error) ? (error.params ?? {}) : {});
  return (
    <ResetCard labelledBy="reset-check-failed-title">
      <CloudAlert aria-hidden="true" className="size-8 text-warning" />
      <ResetHeading id="reset-check-failed-title" focusOnMount>
        {t('checkFailed.title')}
      </ResetHeading>
      <p role="alert" className="text-foreground">
        {message}
      </p>
      <Button variant="primary" fullWidth isDisabled={isRetrying} onPress={onRetry}>
        {isRetrying ? t('form.busy') : t('checkFailed.retry')}
      </Button>
    </ResetCard>
  );
}
