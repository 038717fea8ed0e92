/**
 * HeroUI v3's button look as plain class names (its CSS is BEM: `button button--primary …`),
 * for links and simple buttons that need no React Aria behaviour. Using the class names
 * directly keeps `tailwind-variants` and React Aria out of the entry and workspace chunks.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'outline' | 'ghost' | 'danger' | 'danger-soft';

interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  iconOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
}

export function buttonClass({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, className = '' }: ButtonClassOptions = {}): string {
  return ['button', `button--${variant}`, `button--${size}`, iconOnly ? 'button--icon-only' : '', fullWidth ? 'button--full-width' : '', className]
    .filter(Boolean)
    .join(' ');
}
