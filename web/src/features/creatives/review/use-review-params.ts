import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ReviewParams, reviewParamsOf, searchWithReview } from './review-params';

export type GoToReview = (change: Partial<ReviewParams>, options?: { replace?: boolean }) => void;

/**
 * The review's parameters (tab, version, comment) and how to change them: in the address, or —
 * in "Bekijk als klant", which has no address of its own (`inPlace`) — the review's own state.
 * `newest` is the creative's newest version, which needs no parameter.
 */
export function useReviewParams(inPlace: boolean): { params: ReviewParams; goWith: (newest: number) => GoToReview } {
  const [searchParams, setSearchParams] = useSearchParams();
  const [own, setOwn] = useState(() => new URLSearchParams());
  const params = reviewParamsOf(inPlace ? own : searchParams);
  const goWith =
    (newest: number): GoToReview =>
    (change, options = {}) => {
      if (inPlace) setOwn((current) => searchWithReview(current, change, newest));
      // Read from the address bar itself: a quick second click may come before React renders the first.
      else setSearchParams(searchWithReview(new URLSearchParams(window.location.search), change, newest), options);
    };
  return { params, goWith };
}
