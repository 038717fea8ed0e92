import { type FormEvent, useState } from 'react';
import { useSiteLanguage, useUiText } from '../site-text';
import { submitWaitlist, type WaitlistMessage } from './waitlist';

/**
 * The state of a waitlist form (the modal, the inline form, the one-question-at-a-time flow):
 * the address as typed (never cleared on an error), busy while sending, and the answer's message.
 * The submit button is disabled while the field is empty or a sign-up is on its way.
 */
export function useWaitlistForm({ onJoined }: { onJoined?: () => void } = {}) {
  const texts = useUiText().waitlist;
  const language = useSiteLanguage();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<WaitlistMessage | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const answer = await submitWaitlist({ email, website, language, source: window.location.pathname }, texts);
    setBusy(false);
    setMessage(answer);
    if (answer.tone === 'success') onJoined?.();
  };

  const reset = () => {
    setEmail('');
    setMessage(null);
  };

  return {
    texts,
    email,
    setEmail: (value: string) => {
      setEmail(value);
      if (message?.tone === 'danger') setMessage(null);
    },
    website,
    setWebsite,
    busy,
    message,
    canSubmit: email !== '' && !busy,
    submit,
    reset,
  };
}
