import { ReviewLinkScreen } from '../../features/creatives/link/review-link-screen';

/** `/beoordelen/:token`: a client's contact reviews a creative from an e-mail link (no sign-in). */
export function Component() {
  return <ReviewLinkScreen />;
}
