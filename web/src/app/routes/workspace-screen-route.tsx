import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UnavailableScreen } from '../../features/workspace/components/unavailable-screen';
import { screenIdForPath, workspaceScreens } from '../workspace-screens';

/** Every marketer screen that is not built yet: accounts, checklists, creatives, content, … */
export function Component() {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  const id = screenIdForPath(pathname) ?? 'dashboard';
  return (
    <UnavailableScreen
      key={id}
      title={t(`${id}.title`)}
      status={t('placeholder.status')}
      description={id === 'dashboard' ? t('dashboard.intro') : t(`${id}.empty`)}
      icon={workspaceScreens[id].icon}
    />
  );
}
