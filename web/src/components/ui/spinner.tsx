/** HeroUI's spinner look (its `.spinner` classes) without its JavaScript. Decorative: label it around it. */
export function Spinner({ size = 'md', className = '' }: { size?: 'sm' | 'md' | 'lg' | 'xl'; className?: string }) {
  return (
    <span aria-hidden="true" data-slot="spinner" className={`spinner spinner--${size} spinner--accent ${className}`}>
      <svg viewBox="0 0 24 24" fill="none" className="size-full">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
