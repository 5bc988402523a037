// The renewal of a gallery access token, sent by the network layer itself (environment.ts) by its persisted id.
import { getRequest, graphql } from 'relay-runtime';

export const revalidateGallerySession = getRequest(graphql`
  mutation gallerySessionRevalidateMutation($input: RevalidateGallerySessionInput!) {
    revalidateGallerySession(input: $input) {
      __typename
      ... on Error { message }
      ... on GalleryTokens { accessToken refreshToken }
    }
  }
`);
