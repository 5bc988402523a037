// The routes' error element: the Portuguese page with 'Tentar de novo', access errors left to the layouts, and
// unknown addresses still on React Router's own page.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryAccessRequired } from '../relay/environment.ts';
import { routes } from '../router.tsx';
import { RouteError } from './RouteError.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('RouteError', () => {
  it('shows the failure in Portuguese and loads the page again with "Tentar de novo"', async () => {
    quietConsole();
    let attempts = 0;
    function Page() {
      if ((useLoaderData() as number) < 2) throw new Error('Failed to fetch');
      return <h1>Página carregada</h1>;
    }
    const router = createMemoryRouter([
      { path: '/', loader: () => ++attempts, Component: Page, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Algo deu errado ao carregar esta página.' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('leaves a missing gallery session to the layout around the page', async () => {
    const logged = quietConsole();
    class Gate extends Component<{ children: ReactNode }, { asked: boolean }> {
      override state = { asked: false };
      static getDerivedStateFromError(error: unknown) {
        if (error instanceof GalleryAccessRequired) return { asked: true };
        throw error;
      }
      override render() {
        return this.state.asked ? <p>Informe a chave de acesso</p> : this.props.children;
      }
    }
    function Page(): ReactNode {
      throw new GalleryAccessRequired('festa', 'PRIVATE', 'Chave de acesso necessária');
    }
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Gate>
            <Outlet />
          </Gate>
        ),
        errorElement: <RouteError />,
        children: [{ index: true, Component: Page, errorElement: <RouteError inLayout /> }],
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('Informe a chave de acesso')).toBeTruthy();
    expect(screen.queryByText('Algo deu errado ao carregar esta página.')).toBeNull();
    // The page's boundary never shows the error, so React Router does not report it as a failure either.
    expect(logged.mock.calls.flat().join(' ')).not.toContain('React Router caught');
  });

  it("keeps React Router's own page for an unknown address, as the spec asks", async () => {
    quietConsole();
    const router = createMemoryRouter(routes(createMockEnvironment()), {
      initialEntries: ['/nao/existe/esta/pagina'],
    });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });

    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });
});
