import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { handedOverInTransition } from './handedOverInTransition';

// A name whose greeting is still loading: React shows the nearest fallback for it, unless the
// change to it is a transition, which keeps what is shown until it is ready.
const stillLoading = new Promise<string>(() => {});
const Greeting = ({ name }: { name: string }) => <p>Hello {name === 'Nimal' ? use(stillLoading) : name}</p>;

function renderGreeting() {
  let setName: (name: string) => void = () => {};
  const Page = () => {
    const [name, set] = useState('Kasun');
    setName = set;
    return (
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name={name} />
      </Suspense>
    );
  };
  render(<Page />);
  return (name: string) => setName(name);
}

describe('handedOverInTransition: a promise whose callbacks set state in a transition', () => {
  it('a change made when it settles is a transition: what is shown stays until the change is ready', async () => {
    const setName = renderGreeting();
    await act(() => handedOverInTransition(Promise.resolve('Nimal')).then(setName));
    expect(screen.getByText('Hello Kasun')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('(the same change from a plain promise shows the loading state at once)', async () => {
    const setName = renderGreeting();
    await act(() => Promise.resolve('Nimal').then(setName));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('passes on what the callbacks return, and a failure to the failure callback', async () => {
    await expect(handedOverInTransition(Promise.resolve(2)).then((value) => value * 3)).resolves.toBe(6);
    const refused = handedOverInTransition(Promise.reject(new Error('no')));
    await expect(refused.then(() => 'arrived', (error: Error) => error.message)).resolves.toBe('no');
  });
});
