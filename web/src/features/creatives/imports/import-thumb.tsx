import { FileImage, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

interface ImportThumbProps {
  /** Our own thumbnail path (the API fetches it from Canva or Drive), or null when there is none. */
  src: string | null;
  /** Shown when there is no picture or it fails to load. */
  icon?: LucideIcon;
  className: string;
}

/**
 * A design's or file's small picture. Decorative (`alt=""`): the name beside it, in the same
 * button, already says what it is. A missing or failing picture shows an icon instead.
 */
export function ImportThumb({ src, icon: Icon = FileImage, className }: ImportThumbProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`flex items-center justify-center overflow-hidden bg-default ${className}`}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-contain" onError={() => setFailed(true)} />
      ) : (
        <Icon aria-hidden="true" className="size-6 text-muted" />
      )}
    </span>
  );
}
