/**
 * What a notification opened the dashboard for (docs/notification-links.md), marked at its top:
 * one address parameter per kind, each a card of its own loaded only when asked for, so the
 * dashboard's own first load does not grow. A later kind adds a row here and its card.
 */
import { type ComponentType, lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface FocusProps {
  /** The parameter's value: the object's id. */
  id: string;
  companyId: string | null;
  onClose: () => void;
}

const focusKinds: { param: string; Card: ComponentType<FocusProps> }[] = [
  { param: 'colleague', Card: lazy(() => import('./colleague-focus')) },
  { param: 'notification', Card: lazy(() => import('./reminder-focus')) },
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function DashboardFocus({ companyId }: { companyId: string | null }) {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    (param: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(param);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const shown = focusKinds.flatMap(({ param, Card }) => {
    const id = params.get(param);
    return id && uuidPattern.test(id) ? [{ param, id, Card }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {shown.map(({ param, id, Card }) => (
        <Card key={`${param}:${id}`} id={id} companyId={companyId} onClose={() => close(param)} />
      ))}
    </Suspense>
  );
}
