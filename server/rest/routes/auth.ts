// Studio login and logout (spec 000 section 7).

import { bearerToken } from '../../services/auth/tokens.ts';
import { graphql } from '../__generated__/gql.ts';
import { mutationAnswer, payloadMessage } from '../answers.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
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
    doc: {
      tag: 'Login do estúdio',
      summary: 'Pedir o e-mail de redefinição de senha',
      description: 'A resposta é a mesma para e-mails conhecidos ou não.',
      body: json.object({ email: json.text('O e-mail de login.') }, { required: ['email'] }),
      answers: { 200: { description: 'O e-mail foi enviado (se o login existe).', schema: ref('Mensagem') } },
    },
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
    doc: {
      tag: 'Login do estúdio',
      summary: 'Trocar a senha com o link do e-mail',
      description:
        'O código do link (rvr_...) vai como Authorization: Bearer; as outras sessões do membro terminam.',
      body: json.object(
        { senha: json.text('A nova senha (não pode ser fácil de adivinhar).') },
        { required: ['senha'] },
      ),
      answers: { 200: { description: 'Senha trocada.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'POST',
    path: '/api/estudio/login',
    operation: Login,
    variables: ({ body, headers }) => ({
      input: {
        email: text(body.email, 'email'),
        password: text(body.senha, 'senha'),
        code: text(body.codigo, 'codigo') || null,
        captchaToken: headerText(headers, 'x-captcha-token', 'captcha') || null,
      },
    }),
    answer: (data) =>
      mutationAnswer(data.login, (result) => ({ status: 200, body: { token: result.token } })),
    doc: {
      tag: 'Login do estúdio',
      summary: 'Entrar no painel do estúdio',
      description:
        'Depois de 5 falhas seguidas para um e-mail cada tentativa espera mais (429); o navegador em que o membro já entrou (cookie revela_dispositivo) conta só as próprias falhas. Com a verificação em duas etapas ativa, a senha sozinha responde 401 pedindo o código: envie-o em codigo. Para integrações, prefira um token de API.',
      headers: {
        'X-Captcha-Token': { description: 'O token do captcha, quando o servidor o exige.' },
        Captcha: { description: 'O mesmo que X-Captcha-Token.' },
      },
      body: json.object(
        {
          email: json.text(),
          senha: json.text(),
          codigo: json.text(
            'O código do aplicativo autenticador ou um código de recuperação, quando a conta pede.',
          ),
        },
        { required: ['email', 'senha'] },
      ),
      answers: {
        200: {
          description: 'O token da sessão (rva_...), para Authorization: Bearer.',
          schema: json.whole({ token: json.text() }),
        },
      },
    },
  }),
  operation({
    method: 'POST',
    path: '/api/adm/logout',
    auth: 'admin',
    operation: Logout,
    answer: (data) => payloadMessage(data.logout),
    doc: {
      tag: 'Login do estúdio',
      summary: 'Sair: termina a sessão do token',
      answers: { 200: { description: 'Sessão terminada.', schema: ref('Mensagem') } },
    },
  }),
];
