// Client entry: Relay environment, router and the global styles.
import './styles/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router/dom';
import { config as zodConfig } from 'zod/v4/core';
import { LoadingOverlay } from './components/LoadingOverlay.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import { listenForBackSteps } from './components/useBackCloses.ts';
import { handOverFirstScreen } from './first-screen.ts';
import {
  AdminLoginRequired,
  createEnvironment,
  GalleryAccessRequired,
  GalleryClosed,
} from './relay/environment.ts';
import { createRouter } from './router.tsx';

// zod probes for eval with new Function() before parsing; our Content-Security-Policy forbids eval, and the probe
// would be reported as a violation on every page that validates a form. Its plain path needs no eval.
zodConfig({ jitless: true });

const environment = createEnvironment();
// Before the router: Back from the viewer or a chooser closes it without the router loading the page again.
listenForBackSteps();
const router = createRouter(environment);
// The server's first screen belongs to the address it was drawn for: leaving it (a redirect, a link) removes it.
const firstPath = window.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname !== firstPath) handOverFirstScreen();
});

// Access errors are expected (the gallery gate and the login redirect answer them): not logged as failures.
const onCaughtError = (error: unknown) => {
  if (
    error instanceof GalleryAccessRequired ||
    error instanceof GalleryClosed ||
    error instanceof AdminLoginRequired
  )
    return;
  console.error(error);
};

createRoot(document.getElementById('root')!, { onCaughtError }).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <Suspense fallback={<LoadingOverlay />}>
          <RouterProvider router={router} />
        </Suspense>
      </ToastProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
