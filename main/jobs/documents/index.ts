// Channel documents in bulk (issue 13): a sheet of orders and a folder of PDFs, reviewed,
// uploaded one POST each and reported like every other import.
export { documentsFolder, planDocuments } from './plan-documents.js';
export { recheckDocuments } from './recheck-documents.js';
export { sendDocuments } from './send-documents.js';
export { TODO_HEADERS, isTodoExport, todoRow } from './todo-sheet.js';
export { DOCUMENTS_TARGET, FILE_FIELD, NO_UNDO_NOTE, UPLOAD_ENTITY } from './upload-target.js';
