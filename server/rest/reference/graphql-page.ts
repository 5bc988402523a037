// GET /api/docs/graphql: the GraphQL schema (the one schema.graphql prints) as one readable page: its queries,
// mutations and subscriptions, then every type with its fields, arguments and descriptions.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  lexicographicSortSchema,
} from 'graphql';
import { anchor, escapeHtml, page, prose } from './html.ts';

const typeAnchor = (name: string) => `tipo-${anchor(name)}`;

/** A type as the SDL writes it ([Order!]!), its name a link to its entry. */
function typeReference(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeReference(type.ofType)}!`;
  if (isListType(type)) return `[${typeReference(type.ofType)}]`;
  const named = getNamedType(type);
  return `<a href="#${typeAnchor(named.name)}">${escapeHtml(named.name)}</a>`;
}

function description(text: string | null | undefined): string {
  return text ? prose(text) : '';
}

function deprecation(reason: string | null | undefined): string {
  return reason ? `<p class="muted">Obsoleto: ${escapeHtml(reason)}</p>` : '';
}

function argumentsList(args: readonly (GraphQLArgument | GraphQLInputField)[]): string {
  if (!args.length) return '';
  return `<ul class="schema">${args
    .map(
      (arg) =>
        `<li><code>${escapeHtml(arg.name)}</code>: <span class="type">${typeReference(arg.type)}</span>${
          arg.defaultValue !== undefined
            ? ` <span class="muted">= ${escapeHtml(JSON.stringify(arg.defaultValue))}</span>`
            : ''
        }${arg.description ? ` — ${escapeHtml(arg.description)}` : ''}</li>`,
    )
    .join('')}</ul>`;
}

/** A field with its arguments and description: one row of a type, or an entry of Query/Mutation/Subscription. */
function fieldRow(field: GraphQLField<unknown, unknown> | GraphQLInputField): string {
  const args = 'args' in field ? argumentsList(field.args) : '';
  return `<tr><td><code>${escapeHtml(field.name)}</code></td><td class="type">${typeReference(field.type)}</td><td>${description(
    field.description,
  )}${args ? `<div class="muted">Argumentos:</div>${args}` : ''}${deprecation(field.deprecationReason)}</td></tr>`;
}

function fieldsTable(fields: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[]): string {
  return `<table><thead><tr><th>Campo</th><th>Tipo</th><th>Descrição</th></tr></thead><tbody>${fields
    .map(fieldRow)
    .join('')}</tbody></table>`;
}

function typeEntry(type: GraphQLNamedType): string {
  let body = '';
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    body += interfaces.length
      ? `<p class="muted">Implementa ${interfaces.map((entry) => typeReference(entry)).join(', ')}</p>`
      : '';
    body += fieldsTable(Object.values(type.getFields()));
  } else if (isInputObjectType(type)) body += fieldsTable(Object.values(type.getFields()));
  else if (isUnionType(type))
    body += `<p>Um de: ${type
      .getTypes()
      .map((member) => typeReference(member))
      .join(', ')}</p>`;
  else if (isEnumType(type))
    body += `<table><thead><tr><th>Valor</th><th>Descrição</th></tr></thead><tbody>${type
      .getValues()
      .map(
        (value) =>
          `<tr><td><code>${escapeHtml(value.name)}</code></td><td>${description(value.description)}${deprecation(
            value.deprecationReason,
          )}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  return `<section class="item" id="${typeAnchor(type.name)}"><h3>${escapeHtml(type.name)}</h3>${description(
    type.description,
  )}${body}</section>`;
}

/** The page of the schema: root operations first, then each kind of type, alphabetically as schema.graphql. */
export function graphqlPage(givenSchema: GraphQLSchema): string {
  const schema = lexicographicSortSchema(givenSchema);
  const roots = [
    { title: 'Consultas', id: 'consultas', type: schema.getQueryType() },
    { title: 'Mutações', id: 'mutacoes', type: schema.getMutationType() },
    { title: 'Assinaturas', id: 'assinaturas', type: schema.getSubscriptionType() },
  ].filter((root) => root.type);
  const rootTypes = new Set(roots.map((root) => root.type));
  const named = Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !rootTypes.has(type as never),
  );
  const kinds = [
    { title: 'Tipos', id: 'tipos', types: named.filter(isObjectType) },
    { title: 'Interfaces', id: 'interfaces', types: named.filter(isInterfaceType) },
    { title: 'Uniões', id: 'unioes', types: named.filter(isUnionType) },
    { title: 'Entradas', id: 'entradas', types: named.filter(isInputObjectType) },
    { title: 'Enumerações', id: 'enumeracoes', types: named.filter(isEnumType) },
    { title: 'Escalares', id: 'escalares', types: named.filter(isScalarType) },
  ];
  const navigation = [
    '<h2>Revela</h2><ul><li><a href="/api/docs">API REST</a></li></ul>',
    `<h2>Operações</h2><ul>${roots.map((root) => `<li><a href="#${root.id}">${root.title}</a></li>`).join('')}</ul>`,
    ...kinds.map(
      (kind) =>
        `<h2><a href="#${kind.id}">${kind.title}</a></h2><ul>${kind.types
          .map((type) => `<li><a href="#${typeAnchor(type.name)}">${escapeHtml(type.name)}</a></li>`)
          .join('')}</ul>`,
    ),
  ].join('');
  const intro = `A API GraphQL do Revela: \`POST /graphql\` com \`{ "query": "...", "variables": {...} }\`, no endereço do \
estúdio. Autentique com \`Authorization: Bearer <token>\`: um token de API (\`rvk_...\`, criado em /adm/integracoes, \
limitado aos seus escopos), a sessão do login do estúdio ou a sessão da galeria do cliente. As assinaturas chegam \
por server-sent events (protocolo graphql-sse) no mesmo endereço. Os erros esperados são resultados tipados: cada \
mutação devolve uma união do seu resultado com erros que implementam \`Error\` (com \`message\` em português).`;
  const content = [
    '<h1>Revela: API GraphQL</h1>',
    '<p class="muted"><a href="/api/docs">Referência da API REST</a></p>',
    prose(intro),
    ...roots.map(
      (root) =>
        `<section id="${root.id}"><h2 id="${typeAnchor(root.type!.name)}">${root.title}</h2>${description(
          root.type!.description,
        )}${fieldsTable(Object.values(root.type!.getFields()))}</section>`,
    ),
    ...kinds.map(
      (kind) =>
        `<section id="${kind.id}"><h2>${kind.title}</h2>${kind.types.map((type) => typeEntry(type)).join('\n')}</section>`,
    ),
  ].join('\n');
  return page('Revela: API GraphQL', navigation, content);
}
