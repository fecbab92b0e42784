// What main says when it refuses (UserError): the English texts live beside UserError, which
// renders them without loading the catalogues (shared/errors/english.ts).
import { ENGLISH_ERRORS } from '../../../errors/index.js';
import type { Catalogue } from '../../namespaces.js';

export default ENGLISH_ERRORS satisfies Catalogue;
