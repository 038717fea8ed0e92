import { Alert, Button, Checkbox, Modal } from '@heroui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { CopyButton } from './copy-button';

interface BackupCodesStepProps {
  codes: string[];
  onDone: () => void;
}

/** Offers the codes as a .txt file (nothing is sent anywhere: the file is made in the browser). */
function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten backup codes, shown this one time: copy, download, and a confirmation that they were
 * saved before the dialog may close.
 */
export function BackupCodesStep({ codes, onDone }: BackupCodesStepProps) {
  const { t, i18n } = useTranslation('security');
  const { t: tc } = useTranslation();
  const email = useSession().me?.user.email ?? '';
  const [saved, setSaved] = useState(false);

  const fileText = () => {
    const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long' }).format(new Date());
    const header = [t('backupCodes.fileHeader', { app: tc('appName'), email }), t('backupCodes.fileNote', { date }), ''];
    return [...header, ...codes, ''].join('\r\n');
  };

  return (
    <>
      <Modal.Body className="flex flex-col gap-4">
        <Alert status="warning" className="bg-warning-soft">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('backupCodes.warningTitle')}</Alert.Title>
            <Alert.Description>{t('backupCodes.warning')}</Alert.Description>
          </Alert.Content>
        </Alert>
        <ol aria-label={t('backupCodes.listLabel')} className="grid grid-cols-2 gap-2 rounded-xl bg-default p-3 font-mono text-sm text-foreground select-all">
          {codes.map((code) => (
            <li key={code} className="rounded-md bg-surface px-2 py-1.5 text-center tracking-wider">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={codes.join('\n')} label={t('backupCodes.copy')} />
          <Button size="sm" variant="secondary" onPress={() => downloadText(t('backupCodes.fileName'), fileText())}>
            <Download aria-hidden="true" />
            {t('backupCodes.download')}
          </Button>
        </div>
        <Checkbox isSelected={saved} onChange={setSaved} name="backupCodesSaved" variant="secondary">
          <Checkbox.Content>
            <Checkbox.Control>
              <Checkbox.Indicator />
            </Checkbox.Control>
            {t('backupCodes.confirm')}
          </Checkbox.Content>
        </Checkbox>
        {saved ? null : <p className="-mt-2 text-xs text-muted">{t('backupCodes.confirmHint')}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onPress={onDone} isDisabled={!saved}>
          {t('backupCodes.done')}
        </Button>
      </Modal.Footer>
    </>
  );
}
