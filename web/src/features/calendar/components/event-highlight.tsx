/**
 * The mark of an event opened from outside the grid (hooks/use-event-focus.ts), on whichever grid
 * shows it: one style rule naming the event's id, so no grid renders again for it (the look is
 * calendar.css's `--cal-highlight-*`).
 */
export function EventHighlight({ eventId }: { eventId: string }) {
  const selector = `.calendar-root .fc-event[data-event-id="${CSS.escape(eventId)}"]`;
  return <style>{`${selector} { outline: var(--cal-highlight-outline); outline-offset: 2px; box-shadow: var(--cal-highlight-glow); z-index: 5; }`}</style>;
}
