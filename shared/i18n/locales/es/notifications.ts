import type { Catalogue } from '../../namespaces.js';

export default {} satisfies Catalogue;
