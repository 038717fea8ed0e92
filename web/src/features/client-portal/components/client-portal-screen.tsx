import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PortalAgency } from '../../../../../common/schemas/clients';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SkipLink } from '../../../components/ui/skip-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortalMe } from '../api/get-portal-me';
import { useLivePortal } from '../hooks/use-live-portal';
import { activePortalClient, portalClientParam, portalHref, searchForPortalClient } from '../portal-client';
import { type PortalTabId, portalTabs } from '../portal-tabs';
import { PortalAccessClosed } from './portal-access-closed';
import { PortalAccountMenu, type PortalUser } from './portal-account-menu';
import { PortalClientSwitcher } from './portal-client-switcher';
import { PortalFrame } from './portal-frame';
import { PortalOverviewPanel } from './portal-overview-panel';
import { PortalTabNav } from './portal-tab-nav';
import { PortalTabSection } from './portal-tab-section';

interface ClientPortalScreenProps {
  user: PortalUser;
  companyId: string | null;
  companyName: string | undefined;
  activeTab: PortalTabId;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** Instellingen: the person's own profile, security and notification settings (composed by the route). */
  settings: ReactNode;
  /** The header's bell with the client's inbox (composed by the route). */
  inbox?: ReactNode;
}

/**
 * The one client portal screen (every portal route): the agency's header with the client (and a
 * switcher for more than one, kept in the URL as ?client=<id>), the tabs, and the section.
 */
export function ClientPortalScreen({ user, companyId, companyName, activeTab, onLogout, isLoggingOut, settings, inbox }: ClientPortalScreenProps) {
  const { t } = useTranslation('portal');
  const [searchParams, setSearchParams] = useSearchParams();
  const me = usePortalMe(companyId);
  useLivePortal(companyId);
  const tab = portalTabs.find((candidate) => candidate.id === activeTab) ?? portalTabs[0];
  useDocumentTitle(`${t(`tabs.${tab.id}`)} · ${t('title')}`);

  const clients = me.data?.clients ?? [];
  const chosen = searchParams.get(portalClientParam);
  const client = activePortalClient(chosen, clients);
  // The choice stays in the URL once made; the default (the first client) needs no parameter.
  const keptClientId = chosen && client ? client.id : null;
  const agency: PortalAgency = me.data?.agency ?? { name: companyName ?? t('title'), logoUrl: null, brandColor: null };

  const switchTo = (clientId: string) => setSearchParams(searchForPortalClient(new URLSearchParams(window.location.search), clientId));

  let content: ReactNode;
  if (tab.id === 'settings') content = <div className="max-w-3xl">{settings}</div>;
  else if (me.isPending) content = <ListSkeleton rows={3} />;
  else if (me.isError) content = <LoadError message={t('loadFailed')} error={me.error} onRetry={() => void me.refetch()} isRetrying={me.isFetching} />;
  else if (!client && me.data.access === 'closed') {
    content = <PortalAccessClosed agencyName={agency.name} settingsHref="/clientportal/settings" onLogout={onLogout} isLoggingOut={isLoggingOut} />;
  } else if (!client) content = <EmptyState icon={Building2} title={t('noClient.title')} description={t('noClient.description', { agency: agency.name })} />;
  else if (tab.id === 'overview') {
    content = (
      <PortalOverviewPanel
        key={client.id}
        companyId={companyId}
        clientId={client.id}
        agencyName={agency.name}
        hrefFor={(item) => portalHref(item.href, keptClientId)}
      />
    );
  } else {
    content = (
      <PortalTabSection
        key={client.id}
        tab={tab.id}
        companyId={companyId}
        clientId={client.id}
        agencyName={agency.name}
        keptClientId={keptClientId}
        preview={false}
      />
    );
  }

  return (
    <>
      <SkipLink />
      <PortalFrame
        agency={agency}
        clientName={client?.name ?? null}
        switcher={client && clients.length > 1 ? <PortalClientSwitcher clients={clients} activeId={client.id} onChange={switchTo} /> : null}
        account={
          <>
            {inbox}
            <PortalAccountMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
          </>
        }
        nav={<PortalTabNav activeTab={tab.id} hrefFor={(item) => portalHref(item.path, keptClientId)} />}
        title={t(`tabs.${tab.id}`)}
        intro={t('welcome', { name: user.name || user.email })}
      >
        {content}
      </PortalFrame>
    </>
  );
}
