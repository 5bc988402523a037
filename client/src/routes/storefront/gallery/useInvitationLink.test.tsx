// The invitation link (?convite=): nothing is sent before the gallery is open (its key first); then the session
// follows the invitation once and the token leaves the address.
import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { useInvitationLink } from './useInvitationLink.ts';

function Gallery({ open }: { open: boolean }) {
  useInvitationLink(open);
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderGallery(open: boolean, url = '/formatura?convite=token-1&foto=IMG_1') {
  const environment = createMockEnvironment();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <RelayEnvironmentProvider environment={environment}>
        <Gallery open={open} />
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  const rerender = (nowOpen: boolean) =>
    view.rerender(
      <MemoryRouter initialEntries={[url]}>
        <RelayEnvironmentProvider environment={environment}>
          <Gallery open={nowOpen} />
        </RelayEnvironmentProvider>
      </MemoryRouter>,
    );
  return { environment, rerender };
}

describe('the invitation link', () => {
  afterEach(cleanup);

  it('waits for the gallery to open, follows the invitation once and drops the token from the address', async () => {
    const { environment, rerender } = renderGallery(false);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    rerender(true);
    rerender(true);
    const operations = environment.mock.getAllOperations();
    expect(operations).toHaveLength(1);
    const follow = operations[0]!;
    expect(follow.request.node.params.name).toBe('useFollowEventInvitationMutation');
    expect(follow.request.variables.input).toEqual({ token: 'token-1' });
    expect(screen.getByTestId('address').textContent).toContain('convite=token-1');
    await act(async () => {
      environment.mock.resolve(
        follow,
        MockPayloadGenerator.generate(follow, {
          FollowEventInvitationPayload: () => ({
            __typename: 'FollowEventInvitationPayload',
            followed: true,
          }),
        }),
      );
    });
    expect(screen.getByTestId('address').textContent).toBe('/formatura?foto=IMG_1');
  });

  it('drops the token even when the request fails, and sends nothing without one', async () => {
    const { environment } = renderGallery(true);
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline'));
    });
    expect(screen.getByTestId('address').textContent).toBe('/formatura?foto=IMG_1');
    cleanup();
    const other = renderGallery(true, '/formatura');
    expect(other.environment.mock.getAllOperations()).toHaveLength(0);
  });
});
