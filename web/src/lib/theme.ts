import { useAppStorage } from './app-storage';

const themeColors = { light: '#f7f7f7', dark: '#0b0b0d' } as const;

/** Applies HeroUI's theme class to <html> (no inline script: the CSP allows script-src 'self'). */
export function applyTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = dark ? themeColors.dark : themeColors.light;
  }
}

/** Applies the stored choice now and follows every later change of the store. */
export function syncThemeWithStore(): void {
  applyTheme(useAppStorage.getState().darkMode);
  useAppStorage.subscribe((state, previous) => {
    if (state.darkMode !== previous.darkMode) applyTheme(state.darkMode);
  });
}
