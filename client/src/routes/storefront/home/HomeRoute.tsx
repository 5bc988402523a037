// The storefront home (/): banner, 'Trabalhos Recentes' (with its search), 'Sobre Nós' and the footer, from one
// route query; the header leads to 'Minhas compras'. The platform's bare address shows the platform's home
// instead, and a studio whose owner has not confirmed the sign-up e-mail shows 'Loja em preparação'.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { HomeRouteQuery } from '../../../__generated__/HomeRouteQuery.graphql.ts';
import { accentStyle } from '../../../components/accentStyle.ts';
import { BannerCarousel } from '../../../components/BannerCarousel.tsx';
import { SiteFooter } from '../../../components/SiteFooter.tsx';
import { StorefrontHeader } from '../../../components/StorefrontHeader.tsx';
import { StoreInPreparation } from '../../../components/StoreInPreparation.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { StudioSuspended } from '../../../components/StudioSuspended.tsx';
import { PlatformHome } from '../../platform/components/PlatformHome.tsx';
import { AboutSection } from './components/AboutSection.tsx';
import { RecentWork } from './components/RecentWork.tsx';

export const homeRouteQuery = graphql`
  query HomeRouteQuery($search: String, $date: String) {
    platformHome {
      ...PlatformHome_home
    }
    studio {
      name
      storefrontOpen
      suspended
      accentColor
      ...StorefrontHeader_studio
      ...BannerCarousel_studio
      ...RecentWork_studio @arguments(search: $search, date: $date)
      ...AboutSection_studio
      ...SiteFooter_studio
    }
  }
`;

export function HomeRoute() {
  const queryReference = useLoaderData() as PreloadedQuery<HomeRouteQuery>;
  const { studio, platformHome } = usePreloadedQuery<HomeRouteQuery>(homeRouteQuery, queryReference);
  useEffect(() => {
    if (studio) document.title = studio.name;
  }, [studio]);
  if (!studio) return platformHome ? <PlatformHome home={platformHome} /> : <StudioNotFound />;
  if (studio.suspended) return <StudioSuspended name={studio.name} />;
  if (!studio.storefrontOpen) return <StoreInPreparation name={studio.name} />;
  return (
    <div style={accentStyle(studio.accentColor)}>
      <StorefrontHeader
        studio={studio}
        actions={
          <Link className="button" to="/minhas-compras">
            Minhas compras
          </Link>
        }
      />
      <main>
        <h1 className="visually-hidden">{studio.name}</h1>
        <BannerCarousel studio={studio} />
        <RecentWork studio={studio} />
        <AboutSection studio={studio} />
      </main>
      <SiteFooter studio={studio} />
    </div>
  );
}
