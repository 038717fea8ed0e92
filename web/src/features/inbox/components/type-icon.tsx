import {
  AlarmClock,
  AtSign,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  CalendarCog,
  FilePen,
  FileText,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  PhoneCall,
  PhoneForwarded,
  TrendingDown,
  Users,
  Wallet,
} from 'lucide-react';
import type { NotificationType } from '../../../../../common/schemas/notifications';

const icons: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  formulier: { icon: FileText, tone: 'bg-accent-soft text-accent-soft-foreground' },
  notitie: { icon: MessageSquareText, tone: 'bg-default text-foreground' },
  contact_event: { icon: PhoneCall, tone: 'bg-success-soft text-success-soft-foreground' },
  contact_event_update: { icon: PhoneForwarded, tone: 'bg-success-soft text-success-soft-foreground' },
  form_modification: { icon: FilePen, tone: 'bg-accent-soft text-accent-soft-foreground' },
  deadline_reminder: { icon: AlarmClock, tone: 'bg-warning-soft text-warning-soft-foreground' },
  campaign_alert: { icon: Megaphone, tone: 'bg-warning-soft text-warning-soft-foreground' },
  budget_warning: { icon: Wallet, tone: 'bg-danger-soft text-danger-soft-foreground' },
  performance_alert: { icon: TrendingDown, tone: 'bg-danger-soft text-danger-soft-foreground' },
  team_update: { icon: Users, tone: 'bg-default text-foreground' },
  event_reminder: { icon: CalendarClock, tone: 'bg-accent-soft text-accent-soft-foreground' },
  mention: { icon: AtSign, tone: 'bg-accent-soft text-accent-soft-foreground' },
  appointment_request: { icon: CalendarPlus, tone: 'bg-warning-soft text-warning-soft-foreground' },
  appointment_response: { icon: CalendarCheck, tone: 'bg-success-soft text-success-soft-foreground' },
  appointment_shared: { icon: CalendarPlus, tone: 'bg-accent-soft text-accent-soft-foreground' },
  appointment_confirmed: { icon: CalendarCheck, tone: 'bg-success-soft text-success-soft-foreground' },
  appointment_moved: { icon: CalendarCog, tone: 'bg-warning-soft text-warning-soft-foreground' },
  appointment_cancelled: { icon: CalendarX, tone: 'bg-danger-soft text-danger-soft-foreground' },
};

/** The notification's kind as a round icon (decorative: the type is also said in text). */
export function TypeIcon({ type }: { type: NotificationType }) {
  const { icon: Icon, tone } = icons[type];
  return (
    <span aria-hidden="true" className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${tone}`}>
      <Icon className="size-4" />
    </span>
  );
}
