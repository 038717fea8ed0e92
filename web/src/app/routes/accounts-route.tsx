import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { AccountsScreen, type NotesSlotProps } from '../../features/accounts/components/accounts-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { NotesPanel } from '../../features/notes/components/notes-panel';

/**
 * /accounts inside the marketer layout: the accounts feature's screen with the notes feature's
 * panel in it (the Notities tab, and each account's conversation). A lazy route module: none of
 * this is part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  const companyId = me.activeCompanyId;
  const notes = ({ accounts, account, focus }: NotesSlotProps) => (
    <NotesPanel key={account?.id ?? 'all'} companyId={companyId} viewerId={me.user.id} accounts={accounts} account={account} focus={focus} />
  );
  return <AccountsScreen companyId={companyId} notes={notes} />;
}
