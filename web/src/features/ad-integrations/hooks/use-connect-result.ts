import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isErrorCode } from '../../../../../common/errors';
import { toast } from '../../../lib/toast';
import { connectResultOf, withoutConnectResult } from '../connect-result';

/** After the platform's consent screen: a toast for ?connected= or the error code's text for ?error=, once; then a clean address. */
export function useConnectResult(ready: boolean): void {
  const { t } = useTranslation('integrations');
  const { t: te } = useTranslation('errors');
  const [searchParams, setSearchParams] = useSearchParams();
  const result = connectResultOf(searchParams);
  const told = useRef<string | null>(null);
  const key = searchParams.toString();

  useEffect(() => {
    if (!ready || !result || told.current === key) return;
    told.current = key;
    if (result.kind === 'connected') {
      const platform = t(`platforms.${result.platform}.name`);
      toast.success(t('connectedToast', { platform }), { description: t('connectedToastBody'), dedupeKey: `connect:${key}` });
    } else {
      const platform = result.platform ? t(`platforms.${result.platform}.name`) : t('platformUnknown');
      const text = isErrorCode(result.code) ? te(`codes.${result.code}`, { platform }) : te('generic');
      toast.danger(text, { dedupeKey: `connect:${key}` });
    }
    setSearchParams(withoutConnectResult(searchParams), { replace: true });
  }, [ready, result, key, searchParams, setSearchParams, t, te]);
}
