import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DeferredListContext } from './DeferredListContext';

/** A list context as react-admin's list gives it (the parts read here): a page of records, or none yet while pending. */
const listOf = (names?: string[]) =>
  ({ data: names?.map((name, index) => ({ id: index + 1, name })), total: names?.length, page: 1, perPage: 10, isPending: !names }) as unknown as ListControllerResult;

function Rows() {
  const { data } = useListContext();
  return <p data-testid="rows">{data?.map((record) => record.name).join(', ')}</p>;
}

function Total() {
  const { total } = useListContext();
  return <p data-testid="total">{total}</p>;
}

let showPage: (names?: string[]) => void = () => undefined;

/** The list's own parts read the context as it is; the rows read it through DeferredListContext. */
function List() {
  const [context, setContext] = useState(() => listOf());
  showPage = (names) => setContext(listOf(names));
  return (
    <ListContextProvider value={context}>
      <Total />
      <DeferredListContext>
        <Rows />
      </DeferredListContext>
    </ListContextProvider>
  );
}

describe('DeferredListContext', () => {
  it('leaves the first records out of the blocking render that brings them, and draws them in the render after it', () => {
    render(<List />);
    expect(screen.getByTestId('rows')).toHaveTextContent('');
    // What a query's answer does: an update React renders at once, in one block (flushSync here).
    act(() => {
      flushSync(() => showPage(['Nimal', 'Kavitha']));
      // The block is committed: the list's own parts show the answer, the rows not yet.
      expect(screen.getByTestId('total')).toHaveTextContent('2');
      expect(screen.getByTestId('rows')).toHaveTextContent('');
    });
    // act() has let React finish its deferred render: the rows now follow.
    expect(screen.getByTestId('rows')).toHaveTextContent('Nimal, Kavitha');
  });

  it('draws a later page in the render that brings it', () => {
    render(<List />);
    act(() => showPage(['Nimal']));
    act(() => {
      flushSync(() => showPage(['Kasun', 'Sunil']));
      expect(screen.getByTestId('rows')).toHaveTextContent('Kasun, Sunil');
    });
  });
});
