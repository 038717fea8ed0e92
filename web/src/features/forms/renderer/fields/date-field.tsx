import { useTranslation } from 'react-i18next';
import { formatDutchDate, parseDutchDate } from '../amount';
import type { FieldOf, FieldProps } from '../field-types';
import { TypedTextView } from './typed-text';

const formatDate = (answer: unknown) => (typeof answer === 'string' ? formatDutchDate(answer) : '');

/**
 * A calendar date typed day first ("31-01-2027", whatever the browser's language), answered as
 * `yyyy-MM-dd`. The earliest and latest date are checked by the answer rules and the server, said
 * with the field's error.
 */
export function DateFieldView(props: FieldProps<FieldOf<'date'>>) {
  const { t } = useTranslation('formFill');
  return (
    <TypedTextView
      {...props}
      format={formatDate}
      parse={parseDutchDate}
      invalidText={t('answerErrors.date')}
      hint={t('renderer.dateHint')}
      inputMode="numeric"
      placeholder={t('renderer.datePlaceholder')}
    />
  );
}
