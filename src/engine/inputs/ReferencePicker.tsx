import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, useSourceContext, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { findResource } from '../../resources/registry';
import type { InputDeclaration, ShopRecord } from '../../resources/types';
import type { ListMeta } from '../../dataProvider';
import { recordName } from '../recordName';

/**
 * Options a picker renders at once: the best matches of what was typed. With 20,000
 * customers, rendering only these keeps each keystroke fast; typing more narrows them.
 */
export const PICKER_OPTIONS = 25;

interface Props {
  reference: NonNullable<InputDeclaration['reference']>;
  source: string;
  label: string;
  validate: Validator[];
  readOnly: boolean;
  disabled?: boolean;
  fullWidth: boolean;
  /** Called with the record picked (a bill line fills its price and stock from its product). */
  onPick?: (picked: ShopRecord) => void;
  /** Offer, first, the records the backend keeps itself (the walk-in customer); other pickers leave them out. */
  builtIns?: boolean;
  /** What the input shows once a record is picked, where the option's text is too long for it; default: the option's text. */
  inputText?: (picked: ShopRecord) => string;
  /** How long a record read for this picker (its options, its chosen record) counts as fresh; default: none, read again on each use. */
  staleTime?: number;
}

/**
 * A reference to another resource, picked by the `q` search of that resource (a customer's
 * name, phone, NIC, card number) as the user types: on our server, a page of the best matches
 * asked through its search index; on a backend that keeps whole lists, in memory, with no request.
 */
export function ReferencePicker({ reference, source, label, validate, readOnly, disabled = false, fullWidth, onPick, builtIns = false, inputText, staleTime }: Props) {
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const chooser = typeof reference === 'string' ? undefined : reference;
  const chosenBy = useWatch({ name: sourceContext.getSource(chooser?.by ?? source) });
  const target = findResource(chooser ? chooser.map[String(chosenBy)] : (reference as string));

  // A pick depends on the field that chose the resource (a sale's buyer type): changing it clears the pick.
  const firstChoice = useRef(chosenBy);
  useEffect(() => {
    if (!chooser || chosenBy === firstChoice.current) return;
    firstChoice.current = chosenBy;
    setValue(sourceContext.getSource(source), null, { shouldDirty: true });
  }, [chooser, chosenBy, setValue, sourceContext, source]);

  if (!target) return null; // nothing chosen yet to pick from
  return (
    <ReferenceInput
      key={target.name}
      source={source}
      reference={target.name}
      perPage={PICKER_OPTIONS}
      sort={target.list?.defaultSort}
      queryOptions={{ ...(builtIns ? { meta: { builtIn: true } satisfies ListMeta } : {}), ...(staleTime === undefined ? {} : { staleTime }) }}
    >
      <AutocompleteInput
        label={label}
        validate={validate}
        readOnly={readOnly}
        disabled={disabled}
        fullWidth={fullWidth}
        // No debounce: in memory there is no request to wait for, and our server answers a
        // keystroke's page from its search index in a few milliseconds.
        debounce={0}
        optionText={(record: ShopRecord) => target.pickerText?.(record) ?? recordName(target, record)}
        inputText={inputText}
        noOptionsText={`resources.${target.name}.empty`}
        onChange={(_value: unknown, record: unknown) => record && onPick?.(record as ShopRecord)}
      />
    </ReferenceInput>
  );
}
