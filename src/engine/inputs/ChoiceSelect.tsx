import { useQuery } from '@tanstack/react-query';
import {
  ReferenceInput,
  SelectInput,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
import { resolveRoute } from '../../api/routes';
import { unwrapList } from '../../api/unwrap';
import { findResource } from '../../resources/registry';
import type { ChoicesSource } from '../../resources/types';
import { useHttp } from '../HttpContext';
import { choicesKey } from '../queryKeys';
import { recordName } from '../recordName';

/** A fixed list of values (narrowing a readonly array needs a guard of its own). */
export const isFixedChoices = (choices: ChoicesSource): choices is readonly string[] => Array.isArray(choices);

type Props = Omit<SelectInputProps, 'choices'> & {
  resource: string;
  source: string;
  choices: ChoicesSource;
};

/**
 * A server list of choices (`GET /repairs/statuses` → `[{ name }]`), read once per session; each
 * shown by its label in the screen's language, as a fixed list's, or as the server names it.
 */
function RouteSelect({ resource, choices, ...props }: Props & { choices: { route: string; field: string } }) {
  const http = useHttp();
  const translate = useTranslate();
  const { data = [], isPending } = useQuery({
    queryKey: choicesKey(choices.route),
    queryFn: async () => {
      const { method, path } = resolveRoute(choices.route as never);
      return unwrapList(await http.request(method, path)).map((item) => String((item as Record<string, unknown>)[choices.field] ?? item));
    },
    staleTime: 5 * 60_000,
  });
  const options = data.map((value) => ({ id: value, name: translate(`resources.${resource}.choices.${props.source}.${value}`, { _: value }) }));
  return <SelectInput {...props} isPending={isPending} choices={options} translateChoice={false} />;
}

/** A record may embed its reference (an expense's `categoryId: { _id, name }`): the select shows it by its id. */
const embeddedId = (value: unknown) =>
  value !== null && typeof value === 'object' ? ((value as { _id?: unknown; id?: unknown }).id ?? (value as { _id?: unknown })._id) : value;

/**
 * A select over an enum's values wherever they come from (see ChoicesSource): a fixed list
 * with translated labels, a server list, or another resource's records by name.
 */
export function ChoiceSelect({ resource, choices, ...props }: Props) {
  const translate = useTranslate();
  if (isFixedChoices(choices)) {
    const fixed = choices.map((value) => ({
      id: value,
      name: translate(`resources.${resource}.choices.${props.source}.${value}`, { _: value }),
    }));
    return <SelectInput {...props} choices={fixed} />;
  }
  if ('route' in choices) return <RouteSelect {...props} resource={resource} choices={choices} />;
  const target = findResource(choices.reference)!;
  return (
    <ReferenceInput source={props.source} reference={target.name} perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput {...props} format={embeddedId} optionText={(record) => recordName(target, record)} />
    </ReferenceInput>
  );
}
