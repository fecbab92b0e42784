export { EXPORT_LISTS, ExportError, exportList, typedCell, type ExportList, type ListExportOptions } from './list-export.js';
export { exportKeyed, type KeyedExportOptions } from './keyed-export.js';
