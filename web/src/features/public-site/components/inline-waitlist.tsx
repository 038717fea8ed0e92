import { useWaitlistForm } from '../lib/use-waitlist-form';
import { WaitlistFields } from './waitlist-fields';

/**
 * The waitlist form in the hero of /old: the address and 'Join waitlist' on one line. After a
 * sign-up the green thank-you stays in place (nothing closes); the shared hook does the rest.
 */
export function InlineWaitlist() {
  const form = useWaitlistForm();
  return (
    <div className="w-full max-w-lg text-left max-sm:[&_button]:w-full">
      <WaitlistFields form={form} layout="inline" />
    </div>
  );
}
