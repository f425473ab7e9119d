import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderInSuspense(node: ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);
}

describe('lazyScreen: React.lazy that can be loaded ahead', () => {
  it('renders a preloaded screen in its first frame, without the fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: Greeting }));
    await Screen.preload();
    renderInSuspense(<Screen name="Kasun" />);
    expect(screen.getByText('Hello Kasun')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy on a screen not loaded yet, then renders it', async () => {
    const Screen = lazyScreen(async () => ({ default: Greeting }));
    renderInSuspense(<Screen name="Nimal" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Nimal')).toBeInTheDocument();
  });

  it('loads the chunk once, however often it is preloaded or rendered', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads++;
      return { default: Greeting };
    });
    void Screen.preload();
    renderInSuspense(<Screen name="Sunil" />);
    await Screen.preload();
    expect(await screen.findByText('Hello Sunil')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
