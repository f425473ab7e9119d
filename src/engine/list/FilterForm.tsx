import { styled } from '@mui/material';
import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { FilterFormBase, FilterLiveForm } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';

/**
 * The list's filter forms, which its chips can reach. React-admin's filter form keeps its own
 * copy of the filters and sends that copy a moment after each keystroke; a filter removed by a
 * chip only from the list's filters came back with the next keystroke's send when the form had
 * not yet caught up. So a chip, and Clear, empty the fields in the forms too.
 */
const FilterForms = createContext<Set<UseFormReturn> | null>(null);

export function FilterFormsProvider({ children }: { children: ReactNode }) {
  const [forms] = useState(() => new Set<UseFormReturn>());
  return <FilterForms.Provider value={forms}>{children}</FilterForms.Provider>;
}

/** Empties the named filter fields (all of them without names) in every form of the list. */
export function useEmptyFilterFields() {
  const forms = useContext(FilterForms);
  return (keys?: readonly string[]) => {
    for (const form of forms ?? []) {
      const values = form.getValues() as Record<string, unknown>;
      for (const key of keys ?? Object.keys(values)) {
        if (values[key] !== undefined && values[key] !== '') form.setValue(key, '', { shouldDirty: true });
      }
    }
  };
}

function JoinList() {
  const form = useFormContext();
  const forms = useContext(FilterForms);
  useEffect(() => {
    forms?.add(form);
    return () => void forms?.delete(form);
  }, [form, forms]);
  return null;
}

/** React-admin's `<FilterForm>` (its live form and inputs, its layout), joined to the list's chips. */
export function FilterForm({ filters }: { filters: readonly ReactElement[] }) {
  return (
    <FilterLiveForm formComponent={FilterRow}>
      <FilterFormBase filters={[...filters]} />
      <JoinList />
    </FilterLiveForm>
  );
}

// The layout of react-admin's own filter form (its `RaFilterForm` styles).
const FilterRow = styled('form', { name: 'RaFilterForm', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& .MuiFormHelperText-root': { display: 'none' },
  '& .RaFilterForm-clearFix': { clear: 'right' },
  '& .RaFilterForm-filterFormInput .MuiFormControl-root': { marginTop: `${theme.spacing(1)}` },
}));
