import type { ReactNode } from 'react';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';

/**
 * The frame of /set-password for the client portal (and while the link is checked): the screen's
 * card alone, centred, without the workspace's sign-up pitch — a client is welcomed by the agency.
 */
export function WelcomeShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-end px-4 py-3 sm:px-6">
        <DarkModeToggle />
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 pt-2 pb-12 sm:items-center sm:px-6">
        {children}
      </main>
    </div>
  );
}
