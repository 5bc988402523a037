// relay-compiler configuration: one artifacts folder, ESM, TypeScript types. relay-compiler loads this file
// with require(), which does not unwrap `default`: the quoted export makes require() return the object itself.
const config = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  useImportTypeSyntax: true,
  noSourceControl: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
export default config;
