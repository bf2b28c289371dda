// Lint for every package: typescript-eslint, React hooks, and the architecture's import rules.
import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import playerText from './eslint-rules/player-text.mjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-sports', 'remote-casino', 'remote-reports'];

/** A remote never imports another remote or the host; shared code only by package name. */
const appPatterns = (self) => [
  {
    group: [...REMOTES.filter((r) => r !== self), 'host'].flatMap((p) => [
      p,
      `${p}/*`,
      `**/${p}/**`,
    ]),
    message: 'Apps never import each other: go through the host or a shared package.',
  },
  {
    group: ['**/shared-auth/src/**', '**/shared-ui/src/**'],
    message: 'Import shared code by package name, or it stops being one instance.',
  },
];
const boundaries = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: appPatterns(self) }] },
});

/** JSX props no player reads (names, ids, roles, links, states): the literal-text rule skips them. */
const NOT_READ_ATTRIBUTES = [
  'className',
  'style',
  'type',
  'key',
  'id',
  'name',
  'htmlFor',
  'role',
  'href',
  'to',
  'rel',
  'target',
  'path',
  'csvFilename',
  'csvName',
  'filename',
  'lang',
  'value',
  'autoComplete',
  'inputMode',
  'method',
  'remote',
  'expose',
  'position',
  'side',
  'times',
  'data-testid',
  'translate',
  'testId',
  'aria-current',
  'aria-live',
  'aria-invalid',
  'aria-modal',
  'aria-hidden',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-expanded',
  'aria-sort',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'xmlns',
  'points',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'width',
  'height',
  'rx',
  'transform',
  'preserveAspectRatio',
];
// ---- Feature zones (bulletproof-react's rule): src/features/<name>/ never imports another
// feature or a page; the exposed pages compose features, and what several features share lives
// in src/lib, src/components or a shared package. Folders in SHARED_FEATURES are shared code
// that still sits under features/ (remote-reports' report-common).
const SHARED_FEATURES = ['report-common'];
function featureZones(app) {
  const dir = `${app}/src/features`;
  if (!fs.existsSync(dir)) return [];
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features
    .filter((self) => !SHARED_FEATURES.includes(self))
    .map((self) => {
      const others = [
        'exposed',
        'pages',
        ...features.filter((f) => f !== self && !SHARED_FEATURES.includes(f)),
      ];
      return {
        files: [`${dir}/${self}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...appPatterns(app),
                {
                  regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
                  message: `Features never import each other: compose them in the page (src/exposed), or move what they share to src/lib or src/components.`,
                },
              ],
            },
          ],
        },
      };
    });
}
// ---- end of feature zones

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.e2e-runtime/**',
      'test-results/**',
      'api/.data/**',
      'bench/results/**',
      'bench/floor/dist*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // TypeScript checks names; the few .mjs/.cjs scripts run on Node.
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off',
    },
  },
  {
    // hooks live in .ts files too (use-*.ts, stores built with hooks)
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // kebab-case file and folder names everywhere (the part before the first dot: x.test.ts)
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  ...['host', ...REMOTES].map(boundaries),
  ...['host', ...REMOTES].flatMap(featureZones),
  {
    // Issue 28: no literal text in JSX (text or a prop) where a player reads it: every text comes
    // from the app's locales (docs/architecture.md, Languages).
    files: ['{host,shared-ui,remote-reports,remote-casino,remote-sports}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { exclude: NOT_READ_ATTRIBUTES },
          'object-properties': { exclude: ['to', 'href', 'path'] },
          // punctuation and digits, and text keys ("title.statement", "settingAll.title") passed to a prop
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s✕›·—…×−]+', '[a-z][a-zA-Z]*(\\.[a-zA-Z]+)+'] },
        },
      ],
    },
  },

  {
    // Issue 41: the same outside JSX, where a player still reads it: notices and errors shown
    // (toast, notify…, setError…), callApi's fallback sentences, …_MESSAGE / …_FAILED constants and
    // what functions named …Label / …Text / …Title return.
    files: [
      '{host,shared-ui,shared-auth,remote-reports,remote-casino,remote-sports}/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'player-text': playerText } } },
    rules: { 'local/player-text': 'error' },
  },

  {
    // The simulated feed (the simulator and the cricket engine) is pure: the database, the stream,
    // the cluster and the exchange are reached by feed-run/ (sim-runner.ts, ball-store.ts), never
    // from inside. api/test/modules/sports/pure-folders.test.ts holds the whole rule (what feed/
    // may import); this one says it in the editor.
    files: ['api/src/modules/sports/feed/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/**',
                '**/live/**',
                '**/cluster/**',
                '**/money/**',
                '**/http/**',
                '**/auth/**',
                '**/exchange/**',
                '**/money-path/**',
                '**/fixed-odds/**',
                '**/feed-run/**',
                '**/routes/**',
                '**/history/**',
                'pg',
                'fastify',
                '@fastify/*',
              ],
              allowTypeImports: true,
              message:
                'The simulated feed is pure: pass data in; its I/O lives in sports/feed-run/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The exchange's pure book: orders in, a new book out; it imports only itself and shared-maths
    // (the book's store and lock are exchange/ around it; pure-folders.test.ts).
    files: ['api/src/modules/sports/exchange/book/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**', 'pg', 'fastify', '@fastify/*', 'node:*'],
              message: 'The pure book imports only exchange/book/ and shared-maths.',
            },
          ],
        },
      ],
    },
  },

  {
    // shared-api-types also holds the API's TypeBox schemas: browser code takes its types only.
    files: [`{host,${REMOTES.join(',')},shared-auth,shared-ui}/src/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared-api-types',
              allowTypeImports: true,
              message: 'Clients import types only (`import type`): the schemas are for the API.',
            },
          ],
        },
      ],
    },
  },
);
