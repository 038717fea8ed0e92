/** Spec section 9: a scroll past 600 px is recorded (once per page view). */
export const scrollTrackingThresholdPx = 600;

/**
 * Records the scroll as an anonymous page event on our own server (POST /api/page-events): no
 * cookie, no identifier, no third party; the server only counts events per page and day.
 */
export function startScrollTracking(): void {
  const onScroll = () => {
    if (window.scrollY <= scrollTrackingThresholdPx) return;
    window.removeEventListener('scroll', onScroll);
    void fetch('/api/page-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'scroll_600', path: window.location.pathname }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
}
