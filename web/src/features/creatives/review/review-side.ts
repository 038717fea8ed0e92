/** Who reads the review: the agency's team (/creatives) or a client's portal user (/clientportal/creatives). */
export type ReviewSide = 'team' | 'client';
