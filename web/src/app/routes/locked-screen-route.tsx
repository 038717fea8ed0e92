import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UnavailableScreen } from '../../features/workspace/components/unavailable-screen';
import { screenIdForPath } from '../workspace-screens';

/** /analytics and /email: shown in the menu but locked (spec section 1). */
export function Component() {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  const id = screenIdForPath(pathname) === 'email' ? 'email' : 'analytics';
  return <UnavailableScreen key={id} title={t(`${id}.title`)} status={t('locked.status')} description={t(`${id}.empty`)} icon={Lock} />;
}
