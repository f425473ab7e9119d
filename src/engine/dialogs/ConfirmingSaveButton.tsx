import { useRef, useState, type MouseEvent } from 'react';
import { Confirm, SaveButton, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

interface Props {
  /** The i18n key of the question to ask of these values (its `title` and `content`), or undefined to save at once. */
  ask?: (values: Record<string, unknown>) => string | undefined;
  /** The Save's words (and the question's Confirm's), when not 'Save'. */
  label?: string;
  /** Values for the question's placeholders ('Close the day before %{hour}?'). */
  options?: Record<string, unknown>;
}

/**
 * The form's Save, asking first when the values call for a second look (a selling price under
 * the buying price). A warning, never a refusal: Confirm saves as typed, Cancel goes back to
 * the form. A form with errors is not asked about: its Save shows the errors as usual.
 */
export function ConfirmingSaveButton({ ask, label = 'app.form.save', options }: Props) {
  const translate = useTranslate();
  const form = useFormContext();
  const button = useRef<HTMLButtonElement>(null);
  const passing = useRef(false);
  const [question, setQuestion] = useState<string>();

  /** Clicks Save again, this time letting it submit. */
  const submit = () => {
    passing.current = true;
    button.current?.click();
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!ask || passing.current) {
      passing.current = false;
      return;
    }
    event.preventDefault();
    void form.trigger().then((valid) => {
      const key = valid ? ask(form.getValues()) : undefined;
      if (key) setQuestion(key);
      else submit();
    });
  };

  return (
    <>
      <SaveButton ref={button} label={label} alwaysEnable onClick={onClick} />
      <Confirm
        isOpen={question !== undefined}
        title={question ? translate(`${question}.title`, options) : ''}
        content={question ? translate(`${question}.content`, options) : ''}
        confirm={label}
        onConfirm={() => {
          setQuestion(undefined);
          submit();
        }}
        onClose={() => setQuestion(undefined)}
      />
    </>
  );
}
