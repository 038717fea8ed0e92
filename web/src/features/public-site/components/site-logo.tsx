/** The product mark and name, as in the workspace's logo (components/ui/logo.tsx) but without i18next. */
export function SiteLogo({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="truncate font-semibold text-foreground">{name}</span>
    </span>
  );
}
