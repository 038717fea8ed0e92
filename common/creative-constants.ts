/**
 * Creative review (issue 36): the values server and browser share. Zod-free, so a chunk that only
 * shows a status chip does not evaluate the creatives schemas (common/schemas/creatives.ts
 * re-exports them).
 */

/** A creative's place in its review (chips: concept, ter review, wijzigingen gevraagd, goedgekeurd, afgewezen, live). */
export const creativeStatusValues = ['draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'live'] as const;
export type CreativeStatus = (typeof creativeStatusValues)[number];

/** The review steps: the team's own look first (unless skipped), then the client's. */
export const reviewStepValues = ['internal', 'client'] as const;
export type ReviewStep = (typeof reviewStepValues)[number];

/** Per creative: both steps, or straight to the client. */
export const reviewFlowValues = ['internal_and_client', 'client_only'] as const;
export type ReviewFlow = (typeof reviewFlowValues)[number];

/** A reviewer's decision on a version (goedkeuren, goedkeuren met wijzigingen, wijzigingen vragen, afwijzen). */
export const reviewDecisionValues = ['approve', 'approve_with_changes', 'request_changes', 'reject'] as const;
export type ReviewDecision = (typeof reviewDecisionValues)[number];

/** Where a decision was made (the decision log's "from where"). */
export const decisionChannelValues = ['workspace', 'portal', 'email_link'] as const;
export type DecisionChannel = (typeof decisionChannelValues)[number];

/** What a version's file is. */
export const creativeMediaValues = ['image', 'video', 'pdf'] as const;
export type CreativeMedia = (typeof creativeMediaValues)[number];

/** The content types a creative accepts (no SVG: it carries script; no WebM: not an ad format). */
export const creativeMimeTypes: Record<CreativeMedia, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/quicktime'],
  pdf: ['application/pdf'],
};

export const creativeExtensions: Record<CreativeMedia, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
  video: ['mp4', 'mov'],
  pdf: ['pdf'],
};

export function creativeMediaOf(mimeType: string): CreativeMedia | null {
  for (const media of creativeMediaValues) if (creativeMimeTypes[media].includes(mimeType)) return media;
  return null;
}

/** Defaults of the configurable limits (CREATIVE_MAX_IMAGE_MB, CREATIVE_MAX_VIDEO_MB, …). */
export const creativeLimitDefaults = {
  imageMaxBytes: 30 * 1024 ** 2,
  videoMaxBytes: 4 * 1024 ** 3,
  pdfMaxBytes: 100 * 1024 ** 2,
  /** A PDF with more pages is refused (a review of a 3,000-page PDF is an attack, not a creative). */
  pdfMaxPages: 200,
  /** sharp's pixel limit against decompression bombs (also the 24-megapixel camera photo's headroom). */
  imageMaxPixels: 100_000_000,
} as const;

export const creativeTextLimits = {
  name: 200,
  campaign: 200,
  comment: 5000,
  decisionComment: 2000,
  versionNote: 1000,
  query: 100,
  /** Creatives per page of GET /api/creatives. */
  page: 60,
  /** Creatives per bulk "naar review sturen". */
  bulk: 200,
  /** Annotations (comments with a shape) per version. */
  annotationsPerVersion: 2000,
  /** Points of one freehand stroke. */
  freehandPoints: 1000,
} as const;
