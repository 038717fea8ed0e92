import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { useAppStorage } from '../../../lib/app-storage';
import { applyTheme } from '../../../lib/theme';
import { useHydrated } from '../lib/use-hydrated';
import { useUiText } from '../site-text';

/** Dark mode on the public pages: the same remembered choice (app-storage) as in the workspace. */
export function ThemeToggle() {
  const texts = useUiText().theme;
  const hydrated = useHydrated();
  const [, rerender] = useState(0);
  // /site-head.js applied the remembered theme before the first paint; read it from <html>.
  const dark = hydrated && document.documentElement.classList.contains('dark');
  const Icon = dark ? Sun : Moon;
  const toggle = () => {
    const next = !dark;
    useAppStorage.getState().setDarkMode(next);
    applyTheme(next);
    rerender((n) => n + 1);
  };
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={texts.label}
      title={dark ? texts.toLight : texts.toDark}
      onClick={toggle}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
