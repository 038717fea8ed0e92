import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../lib/realtime/realtime-status';

const tone = {
  idle: 'bg-default',
  connecting: 'bg-warning',
  open: 'bg-success',
  retrying: 'bg-warning',
  failed: 'bg-danger',
} as const;

/** A small dot saying whether live updates arrive (green), are being (re)connected (amber) or failed (red). */
export function RealtimeStatusDot() {
  const { t } = useTranslation();
  const status = useRealtimeStatus((s) => s.status);
  const label = t(`realtime.status.${status}`);
  return (
    <span className="inline-flex items-center" title={label} data-testid="realtime-status" data-status={status}>
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${tone[status]} ${status === 'connecting' || status === 'retrying' ? 'animate-pulse motion-reduce:animate-none' : ''}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
