import { Spinner } from '../../../components/ui/spinner';

/** The invitation screens while something is being checked (the link, the session). */
export function InvitationChecking({ label }: { label: string }) {
  return (
    <div role="status" className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl bg-surface px-6 py-16 shadow-sm">
      <Spinner size="lg" />
      <p className="text-sm text-muted">{label}</p>
    </div>
  );
}
