import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvatarPerson } from '../../../../../common/rules/avatar';
import { Avatar } from '../../../components/ui/avatar';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface DashboardArea {
  id: string;
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

interface DashboardScreenProps {
  user: AvatarPerson & { name: string; email: string; avatarUrl: string | null };
  companyName: string | undefined;
  roleLabel: string;
  /** Only the areas that are built (issue 18: no "Nog niet beschikbaar" cards). */
  areas: readonly DashboardArea[];
  /** The "Vandaag" overview (alerts, checklists due, unread notes). */
  today: ReactNode;
  /** What a notification opened the dashboard for (a colleague, a reminder), marked at the top. */
  focus?: ReactNode;
}

/** /dashboard: a real welcome (who you are, where you work), what needs attention today and the areas that are built. */
export function DashboardScreen({ user, companyName, roleLabel, areas, today, focus }: DashboardScreenProps) {
  const { t } = useTranslation('screens');
  useDocumentTitle(t('dashboard.title'));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title={t('dashboard.title')} />
      {focus}

      <section aria-labelledby="welcome-title" className="rounded-2xl bg-surface p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar person={user} size="lg" decorative />
          <div className="min-w-0">
            <h2 id="welcome-title" className="text-xl font-semibold break-words text-foreground">
              {t('dashboard.welcome', { name: user.name || user.email })}
            </h2>
            <p className="text-sm text-muted">{t('dashboard.intro')}</p>
          </div>
        </div>
        <dl className="mt-5 grid gap-4 border-t border-border pt-5 sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs font-medium text-muted uppercase">{t('dashboard.activeCompany')}</dt>
            <dd className="mt-1 truncate font-medium text-foreground">{companyName ?? t('dashboard.noCompany')}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-muted uppercase">{t('dashboard.role')}</dt>
            <dd className="mt-1 font-medium text-foreground">{roleLabel}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-muted uppercase">{t('dashboard.email')}</dt>
            <dd className="mt-1 truncate font-medium text-foreground">{user.email}</dd>
          </div>
        </dl>
      </section>

      {today}

      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="mb-3 text-lg font-semibold text-foreground">
          {t('dashboard.areasTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {areas.map((area) => (
            <li
              key={area.id}
              className="relative flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md"
            >
              <area.icon aria-hidden="true" className="size-5 text-accent-soft-foreground" />
              <h3 className="font-semibold text-foreground">
                <Link
                  to={area.to}
                  aria-label={t('dashboard.openArea', { area: area.title })}
                  className="outline-none after:absolute after:inset-0 after:rounded-2xl"
                >
                  {area.title}
                </Link>
              </h3>
              <p className="text-sm text-muted">{area.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
