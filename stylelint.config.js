// Stylelint: every package's CSS (npm run lint). stylelint-config-standard catches real mistakes
// (a duplicate selector, a rule that a less specific later one cannot override, an unknown
// property or unit); Prettier formats the CSS, so no rule here is about layout. A standard rule
// that restates a convention this code keeps otherwise is set to that convention, or off, with
// its reason beside it.
const colourFunctions = 'rgba?|hsla?|hwb|lab|lch|oklab|oklch|color';

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/dist/**', '**/coverage/**'],
  rules: {
    // CSS modules' classes are read in TypeScript as properties, not kebab-case: camelCase
    // (styles.menuButton), or a value's own name (the console's styles[status], .Quoted).
    'selector-class-pattern': [
      '^[a-zA-Z][a-zA-Z0-9]*$',
      { message: (selector) => `Expected class selector "${selector}" to be camelCase` },
    ],
    // Every breakpoint is written as max-width: N.98px; one notation throughout.
    'media-feature-range-notation': 'prefix',
    // A comment sits right above the declaration it explains, with no empty line between.
    'comment-empty-line-before': null,
    // tokens.css groups its custom properties by meaning, an empty line between groups.
    'custom-property-empty-line-before': null,
  },
  overrides: [
    {
      // Both apps' and the kit's colours are tokens (packages/app-kit/src/tokens.css, where they
      // are defined, and the console's own below): no hex, named or functional colour in their
      // stylesheets.
      // color-mix() of tokens, currentcolor and transparent stay allowed.
      files: [
        'packages/web/src/**/*.css',
        'packages/supplier-console/src/**/*.css',
        'packages/app-kit/src/**/*.css',
      ],
      rules: {
        'color-no-hex': [true, { message: 'Use a colour token of tokens.css, not a hex colour' }],
        'color-named': [
          'never',
          { message: 'Use a colour token of tokens.css, not a named colour' },
        ],
        'declaration-property-value-disallowed-list': [
          {
            [`/^(?!box-shadow$)/`]: [`/\\b(${colourFunctions})\\(/i`],
            // Shadows alone keep their colour: black at the depth each draws (its alpha goes
            // with its offset and blur), which a token per shadow would only rename.
            'box-shadow': [`/\\b(${colourFunctions})\\((?!0 0 0 \\/ [\\d.]+%\\))/i`],
          },
          {
            message: (property) =>
              `Use a colour token of tokens.css in "${property}" (box-shadow: rgb(0 0 0 / N%) only)`,
          },
        ],
      },
    },
    {
      // Where the tokens are defined: the kit's, and the console's on the kit's.
      files: ['packages/app-kit/src/tokens.css', 'packages/supplier-console/src/styles/tokens.css'],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'declaration-property-value-disallowed-list': null,
      },
    },
  ],
};
