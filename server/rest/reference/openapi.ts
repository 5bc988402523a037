// The OpenAPI 3.1 document of the documented /api paths, generated from the route table (rest/routes.ts): each
// route's doc gives its words, bodies and answers; its auth, its body and the typed errors of its GraphQL operation
// give the failures and who may call it. Committed as docs/openapi.json (drift-checked) and served at /api/openapi.json.
import {
  type GraphQLSchema,
  getNamedType,
  isUnionType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { bodyTooLargeMessage } from '../../body-limits.ts';
import { httpStatusOfTypeName } from '../../domain/error-catalogue.ts';
import { accessOf } from '../../domain/operation-access.ts';
import { capabilities } from '../../domain/roles.ts';
import { scopesAllowing } from '../../domain/token-scopes.ts';
import { isFileRoute, isHandlerRoute, type JsonSchema, type RestRoute, type RouteDoc } from '../route.ts';
import { ComponentSharing, componentName, referenceTo, sharedKinds } from './components.ts';
import { jsonLayout } from './json-layout.ts';
import { shapes } from './shapes.ts';

export const openApiVersion = '3.1.1';

/** The groups of the reference, in the order the page lists them. */
export const referenceTags = [
  { name: 'Vitrine', description: 'O que a loja do estúdio mostra a qualquer visitante.' },
  { name: 'Login do estúdio', description: 'Entrar, sair e redefinir a senha do painel do estúdio.' },
  {
    name: 'Estúdio',
    description: 'Os dados do estúdio e da sua loja: logo, banners, Sobre, rodapé, endereço.',
  },
  { name: 'Eventos e fotos', description: 'Criar e configurar eventos, enviar e apagar fotos.' },
  {
    name: 'Envios retomáveis',
    description: 'O protocolo tus 1.0 para enviar fotos grandes que retomam de onde pararam.',
  },
  { name: 'Preços', description: 'A tabela de tamanhos e preços.' },
  {
    name: 'Pedidos',
    description: 'Liberar, enviar e avisar os pedidos; planilhas e arquivos para o laboratório.',
  },
  { name: 'Galeria', description: 'A galeria do cliente e a sua sessão.' },
  {
    name: 'Carrinho',
    description: 'As escolhas do cliente: fotos, tamanhos, quantidades e dados de entrega.',
  },
  {
    name: 'Pagamento e entrega',
    description: 'Frete, pagamento, a página do pedido e os downloads do cliente.',
  },
  { name: 'Notificações', description: 'Os avisos que o Mercado Pago manda ao servidor.' },
  { name: 'Referência', description: 'Esta referência e a da API GraphQL.' },
] as const;

/** The path parameters' words, by name (`*` is the rest of the path, `caminho`). */
const pathParameters: Record<string, string> = {
  urlEvento: 'O endereço do evento (o campo url das respostas).',
  urlEstudio: 'O endereço do estúdio (urlEstudio).',
  pedidoId: 'O _id do pedido.',
  nomeImagem: 'O nome da foto no evento.',
  arquivoId: 'O _id do arquivo em alta resolução da foto.',
  itemId: 'O _id do item do pedido.',
  envio: 'O envio retomável (o endereço que a criação devolveu em Location).',
  eventoId: 'O _id do evento.',
  exportacaoId: 'O _id da exportação.',
  solicitacaoId: 'O _id do pedido do cliente (LGPD).',
  token: 'O código do link assinado.',
  caminho: 'O caminho da imagem guardada ({caminho}/{nome} das respostas).',
};

const securitySchemes = {
  sessaoAdmin: {
    type: 'http',
    scheme: 'bearer',
    description:
      'O token do login do estúdio (POST /api/estudio/login): age com o papel do membro (proprietário, gerente, fotógrafo).',
  },
  tokenApi: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rvk_...',
    description:
      "Um token de API criado em /adm/integracoes ('Integrações'), limitado aos seus escopos e ao seu estúdio. Cada resposta traz os cabeçalhos RateLimit.",
  },
  sessaoGaleria: {
    type: 'http',
    scheme: 'bearer',
    description: 'O accessTokenGaleria de uma sessão da galeria deste evento (Galeria: criar-sessao).',
  },
};

const description = `A API REST documentada do Revela. Cada estúdio atende no seu próprio endereço (o domínio do estúdio, \
<urlEstudio>.<domínio da plataforma> ou, na demonstração, http://localhost:3000): as chamadas valem para o estúdio \
do endereço usado.

Autenticação: \`Authorization: Bearer <token>\` com o token do login do estúdio, um token de API (\`rvk_...\`, \
criado em /adm/integracoes e limitado aos seus escopos) ou a sessão da galeria do cliente.

Erros: sempre \`{ "mensagem": { "texto": "..." } }\` em português, com o status HTTP da falha. As mesmas operações \
existem na API GraphQL (POST /graphql), descrita em /api/docs/graphql.`;

type Responses = Record<string, Record<string, unknown>>;

const messageContent = { 'application/json': { schema: { $ref: '#/components/schemas/Mensagem' } } };

/** {name} for :name, {caminho} for the wildcard. */
export function openApiPath(routePath: string): string {
  return routePath
    .split('/')
    .map((segment) =>
      segment === '*' ? '{caminho}' : segment.startsWith(':') ? `{${segment.slice(1)}}` : segment,
    )
    .join('/');
}

function pathParameterNames(routePath: string): string[] {
  return routePath
    .split('/')
    .filter((segment) => segment === '*' || segment.startsWith(':'))
    .map((segment) => (segment === '*' ? 'caminho' : segment.slice(1)));
}

function operationId(route: RestRoute): string {
  const words = openApiPath(route.path)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return route.method.toLowerCase() + words.join('');
}

/** What the route's GraphQL operation reads and may fail with: its admin coordinates, its typed errors. */
interface OperationFacts {
  name: string;
  rootFields: string[];
  /** The coordinates it reads that only studio members may (their access is a capability). */
  adminCoordinates: Set<string>;
  /** Typed error names by REST status. */
  errors: Map<number, string[]>;
}

function operationFacts(source: string, schema: GraphQLSchema): OperationFacts {
  const document = parse(source);
  const typeInfo = new TypeInfo(schema);
  const adminCoordinates = new Set<string>();
  const errors = new Map<number, string[]>();
  const rootFields: string[] = [];
  let name = '';
  const errorInterface = schema.getType('Error');
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        name = node.name?.value ?? '';
        for (const selection of node.selectionSet.selections)
          if (selection.kind === Kind.FIELD) rootFields.push(selection.name.value);
      },
      Field(node) {
        const parent = typeInfo.getParentType();
        const type = typeInfo.getType();
        if (!parent || !type) return;
        const named = getNamedType(type);
        for (const coordinate of [`${parent.name}.${node.name.value}`, named.name])
          if (isAdminCoordinate(coordinate)) adminCoordinates.add(coordinate);
        const isRoot = parent === schema.getQueryType() || parent === schema.getMutationType();
        if (!isRoot || !isUnionType(named)) return;
        for (const member of named.getTypes()) {
          const isError = member.getInterfaces().some((entry) => entry === errorInterface);
          if (!isError) continue;
          const status = httpStatusOfTypeName(member.name);
          errors.set(status, [...(errors.get(status) ?? []), member.name]);
        }
      },
    }),
  );
  return { name, rootFields, adminCoordinates, errors };
}

/** A failure of a route and why it happens; `name` names it in the answers' components. */
interface Failure {
  name: string;
  why: string;
}

/** The failures many routes share, by the status they answer with. */
const failures = {
  malformedBody: { status: 400, name: 'CorpoInvalido', why: 'O corpo não é um objeto JSON válido.' },
  invalidField: {
    status: 400,
    name: 'CampoInvalido',
    why: 'Um campo fora dos valores documentados (a mensagem diz qual).',
  },
  noAdminLogin: {
    status: 401,
    name: 'SemLoginDoEstudio',
    why: 'Sem token do estúdio, ou token vencido ou revogado.',
  },
  notAllowed: {
    status: 403,
    name: 'SemPermissao',
    why: 'O papel do membro, ou os escopos do token de API, não permitem esta chamada.',
  },
  rateLimited: {
    status: 429,
    name: 'LimiteDoToken',
    why: 'O token de API passou do seu limite de chamadas: espere o tempo de RateLimit-Reset.',
  },
  noGallerySession: {
    status: 401,
    name: 'SemSessaoDaGaleria',
    why: 'Sem sessão desta galeria, ou sessão vencida.',
  },
  noGallery: { status: 404, name: 'GaleriaInexistente', why: 'A galeria não existe (ou é um rascunho).' },
  bodyTooLarge: { status: 413, name: 'CorpoGrandeDemais', why: bodyTooLargeMessage },
};

/** The route's failures that follow from how it is declared, with why. */
function derivedFailures(
  route: RestRoute,
  facts: OperationFacts | null,
  coordinates: Set<string>,
): Map<number, Failure[]> {
  const found = new Map<number, Failure[]>();
  const add = ({ status, ...failure }: Failure & { status: number }) =>
    found.set(status, [...(found.get(status) ?? []), failure]);
  const auth = isFileRoute(route) ? undefined : route.auth;
  const bodyKind = isFileRoute(route) ? undefined : (route.body ?? 'json');
  const takesJson = bodyKind === 'json' && route.method !== 'GET' && route.method !== 'HEAD';
  if (takesJson) add(failures.malformedBody);
  if (facts && 'variables' in route && route.variables) add(failures.invalidField);
  if (auth === 'admin') {
    add(failures.noAdminLogin);
    add(failures.notAllowed);
    add(failures.rateLimited);
  }
  if (!auth && coordinates.size) {
    // A link's code or a session: a member's session or a token is checked as on the admin's paths.
    add(failures.notAllowed);
    add(failures.rateLimited);
  }
  if (auth === 'gallery') {
    add(failures.noGallerySession);
    add(failures.noGallery);
  }
  if (takesJson) add(failures.bodyTooLarge);
  for (const [status, names] of facts?.errors ?? [])
    add({ status, name: names.join('-'), why: `Erros da operação: ${names.join(', ')}.` });
  return found;
}

const rateLimitHeaders = {
  'RateLimit-Policy': {
    description: 'A política do token (rascunho da IETF): "token";q=600;w=60.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'Onde o token está (rascunho da IETF): "token";r=0;t=42.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Chamadas permitidas por janela ao token.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Chamadas que restam na janela.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Segundos até a janela recomeçar.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Segundos a esperar.', schema: { type: 'integer' } },
};

/**
 * The route's answers by status: its doc's and its failures, each offered to the shared components under a name made
 * of its parts (the answer's words, the failures' names).
 */
function responsesOf(
  doc: RouteDoc,
  failed: Map<number, Failure[]>,
  rateLimited: boolean,
  sharing: ComponentSharing,
): Responses {
  const responses: Responses = {};
  const statuses = [...new Set([...Object.keys(doc.answers).map(Number), ...failed.keys()])].sort(
    (a, b) => a - b,
  );
  for (const status of statuses) {
    const answer = doc.answers[status];
    const why = failed.get(status) ?? [];
    const words = [answer?.description, ...why.map((failure) => failure.why)].filter(Boolean).join(' ');
    const name =
      [answer && componentName(answer.description), ...why.map((failure) => failure.name)]
        .filter(Boolean)
        .join('-') || `Resposta${status}`;
    const content = answer?.schema
      ? { [answer.contentType ?? 'application/json']: { schema: answer.schema } }
      : answer?.contentType
        ? { [answer.contentType]: {} }
        : status >= 400
          ? messageContent
          : undefined;
    const given = Object.entries(answer?.headers ?? {}).map(
      ([header, { description: about, schema }]): [string, Record<string, unknown>] => [
        header,
        { description: about, schema: schema ?? { type: 'string' } },
      ],
    );
    const headers = Object.fromEntries(
      [...given, ...Object.entries(status === 429 && rateLimited ? rateLimitHeaders : {})].map(
        ([header, value]) => [header, sharing.offer('headers', header, value)],
      ),
    );
    responses[String(status)] = sharing.offer('responses', name, {
      description: words,
      ...(Object.keys(headers).length && { headers }),
      ...(content && { content }),
    });
  }
  return responses;
}

function requestBodyOf(doc: RouteDoc): Record<string, unknown> | undefined {
  if (!doc.body) return undefined;
  if ('contentType' in doc.body && typeof doc.body.contentType === 'string') {
    const { contentType, description: words } = doc.body as { contentType: string; description: string };
    return { required: true, description: words, content: { [contentType]: {} } };
  }
  return { required: true, content: { 'application/json': { schema: doc.body } } };
}

function isAdminCoordinate(coordinate: string): boolean {
  return (capabilities as readonly string[]).includes(accessOf(coordinate) ?? '');
}

/**
 * The API token scopes that let a token run every one of the coordinates, each alone enough (a token with any of
 * them may call the route); none when no single scope allows them all.
 */
function tokenScopesFor(coordinates: Set<string>): string[] {
  const allowing: string[][] = [...coordinates].map((coordinate) => [...scopesAllowing(coordinate)]);
  if (!allowing.length) return [];
  return allowing.reduce((common, scopes) => common.filter((scope) => scopes.includes(scope)), allowing[0]!);
}

/**
 * Who may call the route: the admin's session or a token of one of its scopes, a gallery session, or anyone. A route
 * without an auth check that runs an admin's operation takes its own key too (a signed link): the session is optional.
 */
function securityOf(route: RestRoute, doc: RouteDoc, coordinates: Set<string>): unknown[] {
  const auth = (isFileRoute(route) ? undefined : route.auth) ?? doc.uses;
  const admin = [{ sessaoAdmin: [] }, ...tokenScopesFor(coordinates).map((scope) => ({ tokenApi: [scope] }))];
  if (auth === 'gallery') return [{ sessaoGaleria: [] }];
  if (auth === 'admin') return admin;
  return coordinates.size ? [{}, ...admin] : [];
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
}

export function openApiDocument(routes: readonly RestRoute[], schema: GraphQLSchema): OpenApiDocument {
  const tagNames = new Set<string>(referenceTags.map((tag) => tag.name));
  const sharing = new ComponentSharing();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const doc = route.doc;
    if (!doc)
      throw new Error(`${route.method} ${route.path} has no doc: describe it (RouteDoc in rest/route.ts).`);
    if (!tagNames.has(doc.tag)) throw new Error(`${route.method} ${route.path}: unknown tag ${doc.tag}`);
    const facts =
      !isFileRoute(route) && !isHandlerRoute(route)
        ? operationFacts(route.operation.toString(), schema)
        : null;
    const coordinates = new Set(facts?.adminCoordinates);
    const handlerCoordinate = `${route.method} ${route.path}`;
    if (isHandlerRoute(route) && isAdminCoordinate(handlerCoordinate)) coordinates.add(handlerCoordinate);
    const parameters = [
      ...pathParameterNames(route.path).map((name) => {
        const words = pathParameters[name];
        if (!words) throw new Error(`${route.method} ${route.path}: describe the path parameter ${name}`);
        return { name, in: 'path', required: true, description: words, schema: { type: 'string' } };
      }),
      ...Object.entries(doc.query ?? {}).map(([name, parameter]) => ({
        name,
        in: 'query',
        required: parameter.required ?? false,
        description: parameter.description,
        schema: parameter.schema ?? { type: 'string' },
      })),
      ...Object.entries(doc.headers ?? {}).map(([name, parameter]) => ({
        name,
        in: 'header',
        required: parameter.required ?? false,
        description: parameter.description,
        schema: parameter.schema ?? { type: 'string' },
      })),
    ].map((parameter) => sharing.offer('parameters', parameter.name, parameter));
    const requestBody = requestBodyOf(doc);
    const operation = {
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description && { description: doc.description }),
      operationId: operationId(route),
      ...(parameters.length && { parameters }),
      ...(requestBody && { requestBody }),
      responses: responsesOf(
        doc,
        derivedFailures(route, facts, coordinates),
        !isFileRoute(route) && (route.auth === 'admin' || (!route.auth && coordinates.size > 0)),
        sharing,
      ),
      security: securityOf(route, doc, coordinates),
      ...(facts && { 'x-graphql': { operacao: facts.name, campos: facts.rootFields } }),
    };
    const pathItem = paths[openApiPath(route.path)] ?? {};
    paths[openApiPath(route.path)] = pathItem;
    const method = route.method.toLowerCase();
    if (pathItem[method]) throw new Error(`${route.method} ${route.path} is in the table twice`);
    pathItem[method] = operation;
  }
  const document: OpenApiDocument = {
    openapi: openApiVersion,
    info: {
      title: 'Revela: API REST',
      version: '1',
      description,
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    tags: referenceTags.map((tag) => ({ ...tag })),
    paths,
    components: { schemas: shapes as Record<string, JsonSchema>, ...sharing.settle(), securitySchemes },
  };
  assertReferencesResolve(document);
  return document;
}

/** Every $ref names a shape of components/schemas, or a shared answer, parameter or header. */
function assertReferencesResolve(document: OpenApiDocument): void {
  const components = document.components as Record<string, Record<string, unknown>>;
  const targets = new Set(
    ['schemas', ...sharedKinds].flatMap((kind) =>
      Object.keys(components[kind] ?? {}).map((name) => referenceTo(kind as 'schemas', name)),
    ),
  );
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          if (!targets.has(child)) throw new Error(`The reference names no component: ${child}`);
        } else walk(child);
      }
    }
  };
  walk(document);
}

/** The document as committed (docs/openapi.json) and served. */
export function openApiText(document: OpenApiDocument): string {
  return jsonLayout(document);
}
