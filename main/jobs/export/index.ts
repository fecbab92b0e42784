export { ExportError } from './errors.js';
export { EXPORT_LISTS, exportListInfos, type ExportList, type ExportListInfo } from './lists.js';
export { resolveListQuery, type ListQuery, type ResolvedQuery } from './list-query.js';
export { cellText, typedCell } from './typed-cell.js';
export { exportList, type ListExportOptions } from './list-export.js';
export { previewList, type ListPreview } from './list-preview.js';
export { exportKeyed, type KeyedExportOptions } from './keyed-export.js';
export { exportLists, newExportId, previewExport, saveExport, type ExportProgress } from './app-export.js';
export {
  CATALOGUE_EXPORTS,
  catalogueResource,
  exportCatalogue,
  exportTemplate,
  previewCatalogue,
  templateHeaders,
  type CatalogueExportOptions,
} from './catalogue-export.js';
export {
  exportChoice,
  exportChoices,
  TEMPLATE_RESOURCES,
  type ExportChoice,
  type ExportChoiceInfo,
} from './export-choices.js';
