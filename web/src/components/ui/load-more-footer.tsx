import { Button } from '@heroui/react';
import { useEffect, useRef } from 'react';

export interface LoadMoreFooterProps {
  /** The infinite query's paging (TanStack Query's `useInfiniteQuery` result). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** How many items the list shows: past 10, the end of the list says so. */
  count: number;
  labels: { loadMore: string; loadingMore: string; end: string };
  /** Its padding, e.g. 'py-2'. */
  className: string;
}

/**
 * The end of a list loaded a page at a time: 'Meer laden' (the next page also loads by itself
 * once this scrolls into view), or a line that the list is complete.
 */
export function LoadMoreFooter({ pages, count, labels, className }: LoadMoreFooterProps) {
  const moreRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const target = moreRef.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={moreRef} className={`flex justify-center ${className}`}>
      {hasNextPage ? (
        <Button size="sm" variant="tertiary" onPress={() => void fetchNextPage()} isDisabled={isFetchingNextPage}>
          {isFetchingNextPage ? labels.loadingMore : labels.loadMore}
        </Button>
      ) : count > 10 ? (
        <p className="text-xs text-muted">{labels.end}</p>
      ) : null}
    </div>
  );
}
