import {
  AlarmClock,
  AtSign,
  CalendarCheck,
  CalendarClock,
  CalendarCog,
  CalendarPlus,
  CalendarX,
  FilePen,
  ImageUp,
  FileCheck2,
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
import { notificationKinds, type NotificationIcon, type NotificationTone } from '../../../../../common/notification-kinds';
import type { NotificationType } from '../../../../../common/schemas/notifications';

/** The registry's icon names (common/notification-kinds.ts) drawn. */
const icons: Record<NotificationIcon, LucideIcon> = {
  form: FileText,
  'form-changed': FilePen,
  note: MessageSquareText,
  phone: PhoneCall,
  'phone-forwarded': PhoneForwarded,
  alarm: AlarmClock,
  megaphone: Megaphone,
  wallet: Wallet,
  'trend-down': TrendingDown,
  users: Users,
  at: AtSign,
  'calendar-clock': CalendarClock,
  'calendar-plus': CalendarPlus,
  'calendar-check': CalendarCheck,
  'calendar-cog': CalendarCog,
  'calendar-x': CalendarX,
  creative: ImageUp,
  'creative-check': FileCheck2,
};

const tones: Record<NotificationTone, string> = {
  accent: 'bg-accent-soft text-accent-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
  default: 'bg-default text-foreground',
};

/** The notification's kind as a round icon (decorative: the type is also said in text). */
export function TypeIcon({ type }: { type: NotificationType }) {
  const kind = notificationKinds[type];
  const Icon = icons[kind.icon];
  return (
    <span aria-hidden="true" className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${tones[kind.tone]}`}>
      <Icon className="size-4" />
    </span>
  );
}
