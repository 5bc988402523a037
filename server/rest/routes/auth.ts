// Studio login and logout (spec 000 section 7).

import { bearerToken } from '../../services/auth/tokens.ts';
import { graphql } from '../__generated__/gql.ts';
import { mutationAnswer, payloadMessage } from '../answers.ts';
import { operation, type RestRoute } from '../route.ts';
import { headerText, text } from '../vocabulary.ts';

const Login = graphql(`
  mutation RestLogin($input: LoginInput!) {
    login(input: $input) { __typename ... on Error { message } ... on LoginPayload { token expiresAt } }
  }
`);
const Logout = graphql(`
  mutation RestLogout {
    logout { message }
  }
`);

const RequestPasswordReset = graphql(`
  mutation RestRequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on Error { message }
      ... on RequestPasswordResetPayload { message }
    }
  }
`);
const ResetPassword = graphql(`
  mutation RestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { __typename ... on Error { message } ... on ResetPasswordPayload { message } }
  }
`);

export const authRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: '/api/estudio/redefinir-senha/email',
    operation: RequestPasswordReset,
    variables: ({ body }) => ({ input: { email: text(body.email, 'email') } }),
    answer: (data) => mutationAnswer(data.requestPasswordReset, payloadMessage),
  }),
  operation({
    method: 'POST',
    path: '/api/estudio/redefinir-senha',
    operation: ResetPassword,
    // The link's token comes as the bearer token.
    variables: ({ body, raw }) => ({
      input: { token: bearerToken(raw) ?? '', password: text(body.senha, 'senha') },
    }),
    answer: (data) => mutationAnswer(data.resetPassword, payloadMessage),
  }),
  operation({
    method: 'POST',
    path: '/api/estudio/login',
    operation: Login,
    variables: ({ body, headers }) => ({
      input: {
        email: text(body.email, 'email'),
        password: text(body.senha, 'senha'),
        captchaToken: headerText(headers, 'x-captcha-token', 'captcha') || null,
      },
    }),
    answer: (data) =>
      mutationAnswer(data.login, (result) => ({ status: 200, body: { token: result.token } })),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/logout',
    auth: 'admin',
    operation: Logout,
    answer: (data) => payloadMessage(data.logout),
  }),
];
