/**
 * The expanded sidebar's dropdowns as HeroUI Selects (React Aria): a separate chunk, loaded
 * only when the user shows intent on one of the preview triggers (sidebar-select-triggers.tsx).
 */
export { CompanySwitcher } from '../../features/auth/components/company-switcher';
export { MarketeerSelect } from '../../features/company/components/marketeer-select';
