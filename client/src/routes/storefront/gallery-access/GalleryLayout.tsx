// Every page under /{urlEvento}: when a request finds no valid gallery session (the page's query, or a mutation
// later), the access gate asks for what is missing and the page's data loads again with the new tokens. Meanwhile a
// page that could not load shows the studio's frame and the event's cover and name, not an empty screen.
import { Component, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useParams, useRevalidator } from 'react-router';
import { LoadingOverlay } from '../../../components/LoadingOverlay.tsx';
import { accessRequiredEvent, GalleryAccessRequired, GalleryClosed } from '../../../relay/environment.ts';
import { GalleryAccessGate } from './GalleryAccessGate.tsx';
import { GalleryAccessPage } from './GalleryAccessPage.tsx';
import { GalleryClosedPage } from './GalleryClosedPage.tsx';

class AccessBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; onAccessRequired: (error: GalleryAccessRequired) => void },
  { failed: boolean; closed: GalleryClosed | null }
> {
  override state = { failed: false, closed: null as GalleryClosed | null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof GalleryAccessRequired) return { failed: true };
    // An expired gallery: every page of it is the 'Galeria encerrada' page.
    if (error instanceof GalleryClosed) return { failed: true, closed: error };
    throw error;
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof GalleryAccessRequired) this.props.onAccessRequired(error);
  }

  override render() {
    const { closed } = this.state;
    if (closed)
      return (
        <Suspense fallback={<LoadingOverlay />}>
          <GalleryClosedPage slug={closed.eventSlug} />
        </Suspense>
      );
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function GalleryLayout() {
  const { eventSlug } = useParams();
  const revalidator = useRevalidator();
  const [required, setRequired] = useState<GalleryAccessRequired | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const listener = (event: Event) => {
      const error = (event as CustomEvent).detail;
      if (error instanceof GalleryAccessRequired && error.eventSlug === eventSlug) setRequired(error);
    };
    window.addEventListener(accessRequiredEvent, listener);
    return () => window.removeEventListener(accessRequiredEvent, listener);
  }, [eventSlug]);

  const granted = useCallback(async () => {
    // A navigation-level reload on purpose: new tokens make a new viewer, so every query of the page (session,
    // cart, selection, prices) must run again; no mutation payload could update all of that in place.
    await revalidator.revalidate();
    setRequired(null);
    setGeneration((value) => value + 1);
  }, [revalidator]);

  return (
    <>
      <AccessBoundary
        key={`${eventSlug}:${generation}`}
        onAccessRequired={setRequired}
        fallback={<GalleryAccessPage slug={eventSlug ?? ''} />}
      >
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </AccessBoundary>
      {required && <GalleryAccessGate key={required.message} request={required} onGranted={granted} />}
    </>
  );
}
