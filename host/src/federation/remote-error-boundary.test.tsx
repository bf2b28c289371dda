import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { SharedVersionSkew } from './shared-version-skew';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote page crashed');
  return <p>remote page</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  const [retries, setRetries] = useState(0);
  return (
    <>
      <span data-testid="retries">{retries}</span>
      <RemoteErrorBoundary
        area="Casino"
        onRetry={() => {
          setRetries((n) => n + 1);
          setFail(false);
        }}
      >
        <Flaky fail={fail} />
      </RemoteErrorBoundary>
      <p>header still here</p>
    </>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a page that throws shows the area panel only, and Retry renders it again', () => {
  render(<Harness />);
  expect(screen.getByRole('heading', { name: 'Casino is unavailable' })).toBeTruthy();
  expect(screen.getByText('header still here')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByTestId('retries').textContent).toBe('1');
  expect(screen.getByText('remote page')).toBeTruthy();
  expect(screen.queryByText('Casino is unavailable')).toBeNull();
});

function NeedsReact20(): never {
  throw new SharedVersionSkew('react', '^20.0.0', '19.2.0');
}

test('a remote needing another major of a shared package says it needs an update, naming both', () => {
  render(
    <>
      <RemoteErrorBoundary area="Sports" onRetry={() => undefined}>
        <NeedsReact20 />
      </RemoteErrorBoundary>
      <p>header still here</p>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Sports needs an update' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain(
    'It was built for react ^20.0.0; this app provides react 19.2.0.',
  );
  expect(screen.getByText('header still here')).toBeTruthy();
});
