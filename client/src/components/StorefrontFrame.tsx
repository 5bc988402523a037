// The storefront's page frame: the studio's header, the page, the footer, in the studio's accent colour.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StorefrontFrame_studio$key } from '../__generated__/StorefrontFrame_studio.graphql.ts';
import { accentStyle } from './accentStyle.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { StorefrontHeader } from './StorefrontHeader.tsx';

export function StorefrontFrame({
  studio,
  children,
  actions,
}: {
  studio: StorefrontFrame_studio$key;
  children: ReactNode;
  /** Shown at the right of the header (the cart link). */
  actions?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment StorefrontFrame_studio on Studio {
        accentColor
        ...StorefrontHeader_studio
        ...SiteFooter_studio
      }
    `,
    studio,
  );
  return (
    <div style={accentStyle(data.accentColor)}>
      <StorefrontHeader studio={data} actions={actions} />
      <main>{children}</main>
      <SiteFooter studio={data} />
    </div>
  );
}
