import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppStorage } from '../../lib/app-storage';
import { buttonClass } from './button-class';

/** A toggle button (aria-pressed) for HeroUI's dark theme; the choice is remembered in app-storage. */
export function DarkModeToggle({ showLabel = false, className = '' }: { showLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const darkMode = useAppStorage((s) => s.darkMode);
  const toggleDarkMode = useAppStorage((s) => s.toggleDarkMode);
  const label = t('darkMode.label');
  const Icon = darkMode ? Sun : Moon;
  return (
    <button
      type="button"
      aria-pressed={darkMode}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : darkMode ? t('darkMode.toLight') : t('darkMode.toDark')}
      onClick={toggleDarkMode}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: !showLabel, className })}
    >
      <Icon aria-hidden="true" />
      {showLabel ? <span className="truncate">{label}</span> : null}
    </button>
  );
}
