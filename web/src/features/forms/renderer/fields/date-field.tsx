import { useTranslation } from 'react-i18next';
import { formatDutchDate, parseDutchDate } from '../amount';
import { dateText } from '../answer-error-text';
import type { FieldOf, FieldProps } from '../field-types';
import { TypedTextView } from './typed-text';

const formatDate = (answer: unknown) => (typeof answer === 'string' ? formatDutchDate(answer) : '');

/**
 * A calendar date typed day first ("31-01-2027", whatever the browser's language), answered as
 * `yyyy-MM-dd`. A date before the earliest or after the latest is said at once and kept (the
 * server refuses it on sending).
 */
export function DateFieldView(props: FieldProps<FieldOf<'date'>>) {
  const { t } = useTranslation('formFill');
  return (
    <TypedTextView
      {...props}
      format={formatDate}
      parse={parseDutchDate}
      invalidText={t('answerErrors.date')}
      // Said at once, the answer kept (the server judges it on sending): ISO dates compare as text.
      check={(answer) =>
        typeof answer !== 'string'
          ? null
          : props.field.minDate && answer < props.field.minDate
            ? t('answerErrors.tooEarly', { min: dateText(props.field.minDate) })
            : props.field.maxDate && answer > props.field.maxDate
              ? t('answerErrors.tooLate', { max: dateText(props.field.maxDate) })
              : null
      }
      hint={t('renderer.dateHint')}
      inputMode="numeric"
      placeholder={t('renderer.datePlaceholder')}
    />
  );
}
