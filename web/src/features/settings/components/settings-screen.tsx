import { Tabs } from '@heroui/react';
import { Bell, Building2, Plug, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MemberRole } from '../../../../../common/roles';
import { IconTabList } from '../../../components/ui/icon-tab-list';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SecuritySection } from '../../account-security/components/security-section';
import { IntegrationsSection } from '../../ad-integrations/components/integrations-section';
import { BrandingSection } from '../../company-branding/components/branding-section';
import { NotificationPreferencesSection } from '../../notification-preferences/components/notification-preferences-section';
import { ProfileSection } from '../../profile/components/profile-section';
import { TeamSection } from '../../team/components/team-section';
import { availableSettingsTabs, searchForSettingsTab, type SettingsTab, settingsTabFor, settingsTabParam } from '../settings-tab';

interface SettingsScreenProps {
  role: MemberRole | undefined;
  companyId: string | null;
  companyName: string | undefined;
  userId: string;
}

const tabIcons = { security: ShieldCheck, profile: UserRound, notifications: Bell, koppelingen: Plug, bedrijf: Building2, team: Users } as const;

/**
 * /settings: Beveiliging, Profiel and Meldingen for everyone, Koppelingen and Bedrijf for marketeers and
 * admins (Bedrijf read-only for marketeers), Team for admins of the active company. The tab lives in
 * the URL (?tab=team), so it survives a reload and the back button returns to the previous tab.
 */
export function SettingsScreen({ role, companyId, companyName, userId }: SettingsScreenProps) {
  const { t } = useTranslation('security');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = availableSettingsTabs(role);
  const selected = settingsTabFor(searchParams.get(settingsTabParam), role);
  useDocumentTitle(`${t(`settings.tabs.${selected}`)} · ${t('settings.title')}`);
  const tabListRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the tabs scroll sideways: keep the chosen one in view (?tab=koppelingen opens there).
  // The tabs are laid out a frame after mounting, hence the wait.
  useEffect(() => {
    let frame = 0;
    let tries = 10;
    const reveal = () => {
      const tab = tabListRef.current?.querySelector('[role="tab"][aria-selected="true"]');
      if (tab) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      else if (tries-- > 0) frame = requestAnimationFrame(reveal);
    };
    frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  // Read from the address bar itself: a quick second click can come before React renders the first.
  const select = (tab: SettingsTab) => {
    const current = new URLSearchParams(window.location.search);
    if (settingsTabFor(current.get(settingsTabParam), role) !== tab) setSearchParams(searchForSettingsTab(current, tab));
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('settings.title')}
        description={
          tabs.includes('team') ? t('settings.descriptionAdmin') : tabs.includes('koppelingen') ? t('settings.descriptionMarketeer') : t('settings.description')
        }
      />
      <Tabs selectedKey={selected} onSelectionChange={(key) => select(key as SettingsTab)}>
        <IconTabList
          label={t('settings.tabsLabel')}
          listRef={tabListRef}
          tabs={tabs.map((id) => ({ id, icon: tabIcons[id], label: t(`settings.tabs.${id}`) }))}
        />
        <Tabs.Panel id="security" className="px-0 pt-2 pb-0">
          <SecuritySection />
        </Tabs.Panel>
        <Tabs.Panel id="profile" className="px-0 pt-2 pb-0">
          <ProfileSection userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel id="notifications" className="px-0 pt-2 pb-0">
          <NotificationPreferencesSection />
        </Tabs.Panel>
        {tabs.includes('koppelingen') ? (
          <Tabs.Panel id="koppelingen" className="px-0 pt-2 pb-0">
            <IntegrationsSection companyId={companyId} role={role} userId={userId} />
          </Tabs.Panel>
        ) : null}
        {tabs.includes('bedrijf') ? (
          <Tabs.Panel id="bedrijf" className="px-0 pt-2 pb-0">
            <BrandingSection companyId={companyId} canEdit={role === 'admin'} />
          </Tabs.Panel>
        ) : null}
        {tabs.includes('team') ? (
          <Tabs.Panel id="team" className="px-0 pt-2 pb-0">
            <TeamSection companyId={companyId} companyName={companyName} currentUserId={userId} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </div>
  );
}
