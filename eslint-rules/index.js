// The project's own ESLint plugin ('local' in eslint.config.js): the module-boundary rules
// of docs/architecture.md. test/unit/layering.test.ts proves each on planted violations.
import noDeepImport from './no-deep-import.js';
import noExportStarInBarrel from './no-export-star-in-barrel.js';

export default {
  meta: { name: 'local' },
  rules: { 'no-deep-import': noDeepImport, 'no-export-star-in-barrel': noExportStarInBarrel },
};
