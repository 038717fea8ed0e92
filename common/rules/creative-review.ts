/**
 * The review flow of a creative (issue 36), as pure rules both sides use: when a creative may go
 * to review, which step comes first, what a decision does, what a new version does.
 *
 * - Naar review sturen: from concept, wijzigingen gevraagd or afgewezen; it waits for the team's
 *   own step first, or straight for the client's when the creative skips the internal step.
 * - A decision on the internal step: goedkeuren (also met wijzigingen) hands it to the client;
 *   on the client step it is goedgekeurd. Wijzigingen vragen and afwijzen end the review at
 *   either step.
 * - A new version starts again: concept, or in review at the first step when sent at once.
 * - Live: only a goedgekeurde creative.
 */
import type { CreativeStatus, ReviewDecision, ReviewFlow, ReviewStep } from '../creative-constants.js';

export interface ReviewState {
  status: CreativeStatus;
  reviewStep: ReviewStep | null;
}

const sendable: readonly CreativeStatus[] = ['draft', 'changes_requested', 'rejected'];

export function maySendToReview(status: CreativeStatus): boolean {
  return sendable.includes(status);
}

export function firstStep(flow: ReviewFlow): ReviewStep {
  return flow === 'client_only' ? 'client' : 'internal';
}

/** The state once sent to review. */
export function sentToReview(flow: ReviewFlow): { status: 'in_review'; reviewStep: ReviewStep } {
  return { status: 'in_review', reviewStep: firstStep(flow) };
}

/** The state after `decision` on `step`. */
export function afterDecision(step: ReviewStep, decision: ReviewDecision): ReviewState {
  if (decision === 'request_changes') return { status: 'changes_requested', reviewStep: null };
  if (decision === 'reject') return { status: 'rejected', reviewStep: null };
  return step === 'internal' ? { status: 'in_review', reviewStep: 'client' } : { status: 'approved', reviewStep: null };
}

/** The state after a new version: concept, or in review at the first step when sent at once. */
export function afterNewVersion(flow: ReviewFlow, sendToReview: boolean): ReviewState {
  return sendToReview ? sentToReview(flow) : { status: 'draft', reviewStep: null };
}

export function mayGoLive(status: CreativeStatus): boolean {
  return status === 'approved';
}

/** Whether a decision needs a comment saying what to change (wijzigingen vragen, goedkeuren met wijzigingen). */
export function decisionNeedsComment(decision: ReviewDecision): boolean {
  return decision === 'request_changes' || decision === 'approve_with_changes';
}
