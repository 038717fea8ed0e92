import { Button } from '@heroui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

interface CopyButtonProps {
  text: string;
  label: string;
  size?: 'sm' | 'md';
}

/** Copies `text` to the clipboard and says so for two seconds (also to screen readers). */
export function CopyButton({ text, label, size = 'sm' }: CopyButtonProps) {
  const { t } = useTranslation('security');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.danger(t('copy.failed'));
    }
  };

  return (
    <>
      <Button size={size} variant="secondary" onPress={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('copy.copied') : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('copy.copied') : ''}
      </span>
    </>
  );
}
