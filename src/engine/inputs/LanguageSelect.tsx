import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { LANGUAGES } from '../../domain/languages';

/**
 * A person's preferred language (product.md §10): each language by its name in itself
 * (`languages.names.<code>`), as the language menu names them, so staff find a customer's
 * language whatever language their own screen is in. Left empty: none, and the person's
 * documents follow the screen.
 */
export function LanguageSelect(props: Omit<SelectInputProps, 'choices' | 'label'>) {
  const translate = useTranslate();
  const choices = LANGUAGES.map((code) => ({ id: code, name: translate(`languages.names.${code}`) }));
  return <SelectInput {...props} label="languages.preferred" choices={choices} />;
}
