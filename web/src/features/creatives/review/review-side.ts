/**
 * Who reads the review: the agency's team (/creatives), a client's portal user
 * (/clientportal/creatives), or the team in "Bekijk als klant" — the client's view, read-only.
 */
export type ReviewSide = 'team' | 'client' | 'preview';
