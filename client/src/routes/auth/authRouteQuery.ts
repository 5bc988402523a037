// The query of the studio pages outside the admin (login and password reset): the studio's header and footer.
import { graphql } from 'react-relay/hooks';

export const authRouteQuery = graphql`
  query authRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;
