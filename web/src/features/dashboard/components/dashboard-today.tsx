import { useQueryClient } from '@tanstack/react-query';
import { BellRing, CalendarDays, ListChecks, type LucideIcon, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCard, DashboardItem } from '../../../../../common/schemas/dashboard';
import { dateTimeFormat, useTimeText } from '../../../lib/use-time-text';
import { useNow } from '../../../lib/use-now';
import { readFromDashboard, useDashboardToday } from '../api/get-today';
import { TodayCard, TodayItem } from './today-card';

interface DashboardTodayProps {
  companyId: string | null;
}

const cardKinds = ['agenda', 'alerts', 'checklists', 'notes'] as const;
type CardKind = (typeof cardKinds)[number];
type KnownCard = DashboardCard & { kind: CardKind };
const isKnown = (card: DashboardCard): card is KnownCard => (cardKinds as readonly string[]).includes(card.kind);

/** How the web shows each kind of card the server answers (a kind it does not know yet is left out). */
const cardLooks: Record<CardKind, { icon: LucideIcon; to: string }> = {
  agenda: { icon: CalendarDays, to: '/calender' },
  alerts: { icon: BellRing, to: '/accounts' },
  checklists: { icon: ListChecks, to: '/checklists' },
  notes: { icon: MessageSquareText, to: '/accounts?tab=notes' },
};

/** While loading (or after an error) the cards still show, each with its skeleton or error. */
const placeholderCards: KnownCard[] = cardKinds.map((kind) => ({ kind, items: [], total: 0 }));

/**
 * The dashboard's "Vandaag": what is left on my calendar today, open account alerts, checklists due
 * today and unread notes assigned to me, all from GET /api/dashboard/today (each card chosen on the server by its feature).
 */
export function DashboardToday({ companyId }: DashboardTodayProps) {
  const { t, i18n } = useTranslation('screens');
  const time = useTimeText();
  const now = useNow(60_000);
  const queryClient = useQueryClient();
  const today = useDashboardToday(companyId);

  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const clock = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dueText = (item: DashboardItem) => {
    if (!item.at) return null;
    const at = new Date(item.at);
    const when = at.toDateString() === now.toDateString() ? clock.format(at) : time.absolute(item.at);
    if (item.tone === 'danger') return t('dashboard.today.checklists.overdue', { time: when });
    return item.tags.includes('round') ? t('dashboard.today.checklists.round', { time: when }) : t('dashboard.today.checklists.deadline', { time: when });
  };

  const render = (kind: CardKind, item: DashboardItem): { detail: ReactNode; aside?: ReactNode; onClick?: () => void } => {
    switch (kind) {
      case 'agenda': {
        const marks = [
          ...(item.tags.includes('tentative') ? [t('dashboard.today.agenda.tentative')] : []),
          ...(item.tags.includes('outcomeDue') ? [t('dashboard.today.agenda.outcomeDue')] : []),
        ];
        const kindTag = item.tags.find((tag) => tag === 'internal' || tag === 'appointment' || tag === 'contact');
        return {
          detail: [kindTag ? t(`dashboard.today.agenda.kinds.${kindTag}`) : null, item.subtitle, ...marks].filter(Boolean).join(' · '),
          aside: item.at ? (
            <time
              dateTime={item.at}
              className={`shrink-0 text-xs tabular-nums ${item.tone === 'warning' ? 'rounded-full bg-warning-soft px-2 py-0.5 font-medium text-warning-soft-foreground' : 'text-muted'}`}
            >
              {item.tags.includes('allDay') ? t('dashboard.today.agenda.allDay') : clock.format(new Date(item.at))}
            </time>
          ) : null,
        };
      }
      case 'alerts':
        return {
          detail: item.tags.map((type) => t(`dashboard.today.alerts.types.${type}`, { defaultValue: type })).join(' · '),
          aside: (
            <span className="shrink-0 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground">
              {t('dashboard.today.alerts.count', { count: item.tags.length })}
            </span>
          ),
        };
      case 'checklists':
        return {
          detail: (
            <>
              <span className={item.tone === 'danger' ? 'font-medium text-danger' : undefined}>{dueText(item)}</span>
              {item.subtitle ? ` · ${item.subtitle}` : null}
            </>
          ),
          aside: item.progress ? (
            <span className="shrink-0 text-xs text-muted tabular-nums">
              {t('dashboard.today.checklists.progress', { done: item.progress.done, total: item.progress.total })}
            </span>
          ) : null,
        };
      default:
        return {
          detail: (
            <>
              {item.at ? (
                <time dateTime={item.at} title={time.absolute(item.at)}>
                  {time.relative(item.at, now)}
                </time>
              ) : null}
              {item.subtitle ? `${item.at ? ' · ' : ''}${item.subtitle}` : null}
            </>
          ),
          onClick: () => readFromDashboard(queryClient, item.readIds),
        };
    }
  };

  const cards = today.data ? today.data.cards.filter(isKnown) : placeholderCards;

  return (
    <section aria-labelledby="today-title">
      <h2 id="today-title" className="mb-3 text-lg font-semibold text-foreground">
        {t('dashboard.today.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          const look = cardLooks[card.kind];
          return (
            <TodayCard
              key={card.kind}
              icon={look.icon}
              title={t(`dashboard.today.${card.kind}.title`)}
              to={look.to}
              linkText={t(`dashboard.today.${card.kind}.link`)}
              total={card.total}
              shown={card.items.length}
              isPending={today.isPending}
              error={today.isError ? today.error : null}
              onRetry={() => void today.refetch()}
              isRetrying={today.isFetching}
              empty={t(`dashboard.today.${card.kind}.empty`)}
            >
              {card.items.map((item) => (
                <TodayItem key={item.id} to={item.href} title={item.title} {...render(card.kind, item)} />
              ))}
            </TodayCard>
          );
        })}
      </div>
    </section>
  );
}
