import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '../../../common/schemas/auth';

/** The one locally remembered entry of spec section 3 ("app-storage"). */
export const appStorageKey = 'app-storage';

export type AppLanguage = 'nl' | 'en';

export interface AppStorageState {
  darkMode: boolean;
  /** The desktop choice; small screens always start collapsed (see the sidebar layout). */
  sidebarCollapsed: boolean;
  /** The signed-in user as last seen from /api/auth/me, for an instant first paint. */
  user: SessionUser | null;
  currentCompanyId: string | null;
  /** The interface language chosen in the public footer. */
  language: AppLanguage;
}

interface AppStorageActions {
  setDarkMode: (darkMode: boolean) => void;
  toggleDarkMode: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  setSession: (user: SessionUser, currentCompanyId: string | null) => void;
  clearSession: () => void;
  setLanguage: (language: AppLanguage) => void;
}

/** Before the user picks a theme, the system's colour scheme decides. */
function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

const initialState: AppStorageState = {
  darkMode: systemPrefersDark(),
  sidebarCollapsed: false,
  user: null,
  currentCompanyId: null,
  language: 'nl',
};

export const useAppStorage = create<AppStorageState & AppStorageActions>()(
  persist(
    (set) => ({
      ...initialState,
      setDarkMode: (darkMode) => set({ darkMode }),
      toggleDarkMode: () => set((s) => ({ darkMode: !s.darkMode })),
      setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
      setSession: (user, currentCompanyId) => set({ user, currentCompanyId }),
      clearSession: () => set({ user: null, currentCompanyId: null }),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: appStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ darkMode, sidebarCollapsed, user, currentCompanyId, language }) => ({
        darkMode,
        sidebarCollapsed,
        user,
        currentCompanyId,
        language,
      }),
    },
  ),
);
