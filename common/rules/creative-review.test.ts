import { describe, expect, it } from 'vitest';
import { afterDecision, afterNewVersion, decisionNeedsComment, firstStep, mayGoLive, maySendToReview, sentToReview } from './creative-review.js';

describe('the review flow of a creative', () => {
  it('goes to review from concept, wijzigingen gevraagd and afgewezen only', () => {
    expect(maySendToReview('draft')).toBe(true);
    expect(maySendToReview('changes_requested')).toBe(true);
    expect(maySendToReview('rejected')).toBe(true);
    expect(maySendToReview('in_review')).toBe(false);
    expect(maySendToReview('approved')).toBe(false);
    expect(maySendToReview('live')).toBe(false);
  });

  it('starts with the internal step unless the creative skips it', () => {
    expect(firstStep('internal_and_client')).toBe('internal');
    expect(firstStep('client_only')).toBe('client');
    expect(sentToReview('client_only')).toEqual({ status: 'in_review', reviewStep: 'client' });
  });

  it('hands an internal approval to the client, and a client approval ends the review', () => {
    expect(afterDecision('internal', 'approve')).toEqual({ status: 'in_review', reviewStep: 'client' });
    expect(afterDecision('internal', 'approve_with_changes')).toEqual({ status: 'in_review', reviewStep: 'client' });
    expect(afterDecision('client', 'approve')).toEqual({ status: 'approved', reviewStep: null });
    expect(afterDecision('client', 'approve_with_changes')).toEqual({ status: 'approved', reviewStep: null });
  });

  it('ends the review on changes asked or a rejection, at either step', () => {
    for (const step of ['internal', 'client'] as const) {
      expect(afterDecision(step, 'request_changes')).toEqual({ status: 'changes_requested', reviewStep: null });
      expect(afterDecision(step, 'reject')).toEqual({ status: 'rejected', reviewStep: null });
    }
  });

  it('starts again with a new version', () => {
    expect(afterNewVersion('internal_and_client', false)).toEqual({ status: 'draft', reviewStep: null });
    expect(afterNewVersion('internal_and_client', true)).toEqual({ status: 'in_review', reviewStep: 'internal' });
    expect(afterNewVersion('client_only', true)).toEqual({ status: 'in_review', reviewStep: 'client' });
  });

  it('lets only an approved creative go live, and asks what to change', () => {
    expect(mayGoLive('approved')).toBe(true);
    expect(mayGoLive('in_review')).toBe(false);
    expect(decisionNeedsComment('request_changes')).toBe(true);
    expect(decisionNeedsComment('approve_with_changes')).toBe(true);
    expect(decisionNeedsComment('approve')).toBe(false);
    expect(decisionNeedsComment('reject')).toBe(false);
  });
});
