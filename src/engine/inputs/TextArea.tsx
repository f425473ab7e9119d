import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** A multi-line text input (notes, descriptions) that counts what is left of `maxLength`. */
export function TextArea({ maxLength, ...props }: TextInputProps & { maxLength?: number }) {
  const translate = useTranslate();
  const value = useWatch({ name: props.source });
  const left = maxLength === undefined ? undefined : maxLength - [...String(value ?? '')].length;
  return (
    <TextInput
      {...props}
      multiline
      minRows={3}
      helperText={left === undefined ? undefined : translate('app.form.charactersLeft', { smart_count: left })}
    />
  );
}
