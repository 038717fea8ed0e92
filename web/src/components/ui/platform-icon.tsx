import type { AdPlatform } from '../../../../common/ad-account-constants';

interface PlatformIconProps {
  platform: AdPlatform;
  className?: string;
  /** The platform's name for assistive technology; without it the mark is decoration (the name is written next to it). */
  label?: string;
}

/**
 * A small mark for an ad platform, drawn from simple shapes in the platform's colours (no official
 * logo paths): a blue disc with an "f" for Facebook, a four-coloured "G" for Google.
 */
export function PlatformIcon({ platform, className = 'size-5', label }: PlatformIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} {...a11y}>
      {platform === 'facebook' ? (
        <>
          <circle cx="12" cy="12" r="11" fill="#1877F2" />
          <path d="M14.2 21.5V11.2c0-1.7.8-2.5 2.4-2.5h1.3" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
          <path d="M10.6 13.2h6.6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="11" fill="#fff" stroke="var(--border, #d4d4d8)" />
          <g fill="none" strokeWidth="2.8">
            <path d="M16.6 7.4A6.5 6.5 0 0 0 7.4 7.4" stroke="#EA4335" />
            <path d="M7.4 7.4a6.5 6.5 0 0 0-1.03 7.85" stroke="#FBBC04" />
            <path d="M6.37 15.25a6.5 6.5 0 0 0 8.88 2.38" stroke="#34A853" />
            <path d="M15.25 17.63A6.5 6.5 0 0 0 18.5 12h-6" stroke="#4285F4" />
          </g>
        </>
      )}
    </svg>
  );
}
