// bench:cart's baseline: GraphQL Yoga's hello world, served like the app (node:http, a process of its own).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
  logging: false,
  landingPage: false,
});
const server = http.createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message) => {
  if (message === 'stop') server.close(() => process.exit(0));
});
