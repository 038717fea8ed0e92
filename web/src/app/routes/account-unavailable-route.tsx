import { useLocation } from 'react-router';
import { normalisePath } from '../../../../common/routes';
import {
  AccountUnavailableScreen,
  type UnavailableAccountScreen,
} from '../../features/auth/components/account-unavailable-screen';

const screens: Record<string, UnavailableAccountScreen> = {
  '/signup': 'signup',
  '/set-password': 'setPassword',
  '/onboarding': 'onboarding',
};

export function Component() {
  const { pathname } = useLocation();
  return <AccountUnavailableScreen screen={screens[normalisePath(pathname)] ?? 'signup'} />;
}
