import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '../../../../../common/errors';

/** The Dutch text of an error code (INTERNAL: the generic 'Er is iets misgegaan'). */
export function useLoginErrorText() {
  const { t } = useTranslation('errors');
  return useCallback((code: ErrorCode, params?: ErrorParams) => (code === 'INTERNAL' ? t('generic') : t(`codes.${code}`, params ?? {})), [t]);
}
