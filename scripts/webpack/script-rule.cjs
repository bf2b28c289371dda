// Requires nothing: the bench's floor build (bench/floor, its own node_modules) uses it too.

/**
 * The one script rule of the apps and the bench's floor pages: TypeScript and JSX through swc.
 * @param {boolean} production
 */
function scriptRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

module.exports = { scriptRule };
