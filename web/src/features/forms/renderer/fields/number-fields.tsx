import { useTranslation } from 'react-i18next';
import { formatCents, formatNumber, parseAmount, parseNumber } from '../amount';
import type { FieldOf, FieldProps } from '../field-types';
import { TypedTextView } from './typed-text';

type NumberKind = FieldOf<'number'> | FieldOf<'amount'>;

/** A number or an amount in euros, typed the Dutch way ("1.234,56"); an amount's answer is in cents. */
export function NumberFieldView(props: FieldProps<NumberKind>) {
  const { t } = useTranslation('formFill');
  const { field } = props;
  const isAmount = field.type === 'amount';
  const integer = field.type === 'number' && field.integer === true;
  const format = (answer: unknown) => (typeof answer === 'number' ? (isAmount ? formatCents(answer) : formatNumber(answer)) : '');
  const parse = (text: string) => {
    const parsed = isAmount ? parseAmount(text) : parseNumber(text);
    return integer && typeof parsed === 'number' && !Number.isInteger(parsed) ? 'invalid' : parsed;
  };
  return (
    <TypedTextView
      {...props}
      format={format}
      parse={parse}
      invalidText={t(isAmount ? 'answerErrors.amount' : integer ? 'answerErrors.integer' : 'answerErrors.number')}
      hint={isAmount ? t('renderer.amountHint') : null}
      inputMode="decimal"
      placeholder={isAmount ? '0,00' : undefined}
      prefix={isAmount ? '€' : undefined}
    />
  );
}
